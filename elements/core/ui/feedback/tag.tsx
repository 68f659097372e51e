import '../../i18n/catalogues/ui';
import styled from '@emotion/styled';
import { useState, type MouseEvent, type ReactElement, type ReactNode } from 'react';
import { useTranslation } from '../../i18n';
import { CloseIcon } from '../shared/icons';
import { color, fontFamily, radius, tint } from '../shared/tokens';

export type TagPreset = 'default' | 'success' | 'processing' | 'warning' | 'error';

export interface TagProps {
  /** A preset, or any CSS colour for a filled tag. */
  color?: TagPreset | (string & {});
  closable?: boolean;
  /** Called on the ×; `event.preventDefault()` keeps the tag shown. */
  onClose?: (event: MouseEvent<HTMLButtonElement>) => void;
  children?: ReactNode;
  className?: string;
}

const presets: Record<TagPreset, string> = {
  default: color.textSecondary,
  success: color.success,
  processing: color.info,
  warning: color.warning,
  error: color.danger,
};

const Chip = styled.span<{ $tone: string; $filled: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  height: 22px;
  padding: 0 7px;
  margin-right: 8px;
  box-sizing: border-box;
  border: 1px solid ${({ $tone, $filled }) => ($filled ? $tone : tint($tone, 45))};
  border-radius: ${radius};
  background: ${({ $tone, $filled }) => ($filled ? $tone : tint($tone, 10))};
  color: ${({ $tone, $filled }) => ($filled ? color.textInverse : $tone)};
  font-family: ${fontFamily};
  font-size: 12px;
  line-height: 20px;
  white-space: nowrap;
  & > button {
    display: inline-flex;
    padding: 0;
    border: 0;
    background: none;
    color: inherit;
    font-size: 10px;
    cursor: pointer;
    opacity: 0.7;
  }
  & > button:hover { opacity: 1; }
`;

/** A small label, e.g. an announcement's priority or a status. */
export function Tag({
  color: tone = 'default',
  closable = false,
  onClose,
  children,
  className,
}: TagProps): ReactElement | null {
  const { t } = useTranslation();
  const [shown, setShown] = useState(true);
  if (!shown) return null;
  const preset = tone in presets ? presets[tone as TagPreset] : undefined;
  return (
    <Chip $tone={preset ?? tone} $filled={preset === undefined} className={className}>
      {children}
      {closable && (
        <button
          type="button"
          aria-label={t('ui.close')}
          onClick={(event) => {
            onClose?.(event);
            if (!event.defaultPrevented) setShown(false);
          }}
        >
          <CloseIcon />
        </button>
      )}
    </Chip>
  );
}
