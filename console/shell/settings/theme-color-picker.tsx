import type { ReactElement } from 'react';
import { useTranslation, type MessageKey } from '../../../elements/core/i18n';
import {
  THEME_COLOR_PALETTE,
  normaliseHex,
  normalisePrimaryColor,
  type ThemeColorName,
} from '../../../elements/core/theme';
import { Tooltip } from '../../../elements/core/ui';
import { Swatch, Swatches } from './settings-drawer.styles';

/** The drawer's Chinese names of the eight colours (JeecgBoot's colorList). */
const COLOR_NAMES: Record<ThemeColorName, MessageKey> = {
  red: 'consoleExtra.settings.color.red',
  volcano: 'consoleExtra.settings.color.volcano',
  dusk: 'consoleExtra.settings.color.dusk',
  cyan: 'consoleExtra.settings.color.cyan',
  polarGreen: 'consoleExtra.settings.color.polarGreen',
  daybreakBlue: 'consoleExtra.settings.color.daybreakBlue',
  geekBlue: 'consoleExtra.settings.color.geekBlue',
  purple: 'consoleExtra.settings.color.purple',
};

export interface ThemeColorPickerProps {
  value: string;
  onChange: (color: string) => void;
  'aria-labelledby'?: string;
}

function Check(): ReactElement {
  return (
    <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path d="M2 8.5l4 4 8-9" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}

/** The eight theme colours as swatches, each named in a tooltip; the chosen one is ticked. */
export function ThemeColorPicker({ value, onChange, ...aria }: ThemeColorPickerProps): ReactElement {
  const { t } = useTranslation();
  const chosen = normalisePrimaryColor(value);
  return (
    <Swatches role="radiogroup" aria-labelledby={aria['aria-labelledby']}>
      {THEME_COLOR_PALETTE.map(({ name, color }) => {
        const checked = normaliseHex(color) === chosen;
        return (
          <Tooltip key={name} title={t(COLOR_NAMES[name])}>
            <Swatch
              type="button"
              role="radio"
              aria-checked={checked}
              aria-label={t(COLOR_NAMES[name])}
              data-color={color}
              style={{ background: color }}
              onClick={() => {
                if (!checked) onChange(normaliseHex(color));
              }}
            >
              {checked && <Check />}
            </Swatch>
          </Tooltip>
        );
      })}
    </Swatches>
  );
}
