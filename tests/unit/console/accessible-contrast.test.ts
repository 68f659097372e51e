import { describe, expect, it } from 'vitest';
import { consoleThemeOptions } from '../../../console/shell/settings/accessible-contrast';
import {
  AA_CONTRAST,
  accessibleContrastOverrides,
  CONTRAST_TOKENS as DARKENED_TOKENS,
  contrastRatio,
  DEFAULT_PRIMARY_COLOR,
  mixHex,
  shiftToContrast,
  THEME_COLOR_PALETTE,
  themeValues,
} from '../../../elements/core/theme';

const darkenToContrast = (colour: string, backgroundsOf: (candidate: string) => readonly string[]) =>
  shiftToContrast(colour, '#000000', backgroundsOf);

describe('the accessibleContrast switch', () => {
  it('measures contrast as WCAG does: the spec default primary with white text is 2.04:1', () => {
    // 2.048 (quoted as 2.04:1, truncated).
    expect(contrastRatio('#33ce7b', '#ffffff')).toBeGreaterThanOrEqual(2.04);
    expect(contrastRatio('#33ce7b', '#ffffff')).toBeLessThan(2.05);
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
  });

  it('leaves a colour that already passes as it is, and darkens one that does not just enough', () => {
    expect(darkenToContrast('#1f1f1f', () => ['#ffffff'])).toBe('#1f1f1f');
    const darkened = darkenToContrast('#33ce7b', () => ['#ffffff']);
    expect(contrastRatio(darkened, '#ffffff')).toBeGreaterThanOrEqual(AA_CONTRAST);
    expect(contrastRatio(darkened, '#ffffff')).toBeLessThan(AA_CONTRAST + 1);
  });

  for (const primaryColor of [DEFAULT_PRIMARY_COLOR, ...THEME_COLOR_PALETTE.map((entry) => entry.color)]) {
    it(`brings ${primaryColor}'s shades and the status colours to AA on white, the page grey, the primary tint and a selected entry`, () => {
      const values = themeValues({ primaryColor });
      const overrides = accessibleContrastOverrides(values);
      expect(DARKENED_TOKENS).toEqual(
        expect.arrayContaining(['colorDanger', 'colorSuccess', 'colorWarning', 'colorInfo']),
      );
      for (const token of DARKENED_TOKENS) {
        const selectedEntry = mixHex('#ffffff', overrides[token] ?? '', 0.12);
        for (const background of ['#ffffff', values.colorBgLayout, values.colorPrimaryLight, selectedEntry]) {
          expect(contrastRatio(overrides[token] ?? '', background), `${token} on ${background}`).toBeGreaterThanOrEqual(
            AA_CONTRAST,
          );
        }
      }
    });
  }

  it('turns the alpha greys into greys of AA contrast', () => {
    const overrides = accessibleContrastOverrides(themeValues());
    // rgba(0, 0, 0, a) on white is the grey 255 * (1 - a).
    const onWhite = (rgba: string | undefined) => {
      const alpha = Number(/,\s*([\d.]+)\)$/.exec(rgba ?? '')?.[1]);
      const grey = Math.round(255 * (1 - alpha))
        .toString(16)
        .padStart(2, '0');
      return `#${grey}${grey}${grey}`;
    };
    expect(contrastRatio(onWhite(overrides.colorTextSecondary), '#ffffff')).toBeGreaterThanOrEqual(AA_CONTRAST);
    expect(contrastRatio(onWhite(overrides.colorTextDisabled), '#ffffff')).toBeGreaterThanOrEqual(AA_CONTRAST);
    expect(contrastRatio(onWhite(themeValues().colorTextSecondary), '#ffffff')).toBeLessThan(AA_CONTRAST);
  });

  it('is off by default: the theme options carry the spec colours untouched', () => {
    expect(consoleThemeOptions('#33ce7b', false, false)).toEqual({ primaryColor: '#33ce7b', colorWeak: false });
    const on = consoleThemeOptions('#33ce7b', true, true);
    expect(on.colorWeak).toBe(true);
    expect(themeValues(on).colorPrimary).not.toBe('#33ce7b');
  });
});
