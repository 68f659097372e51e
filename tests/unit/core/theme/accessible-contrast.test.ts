import { describe, expect, it } from 'vitest';
import {
  AA_CONTRAST,
  CONTRAST_TOKENS,
  DEFAULT_PRIMARY_COLOR,
  THEME_COLOR_PALETTE,
  contrastRatio,
  mixHex,
  opaqueOver,
  themeValues,
  type ThemeMode,
  type ThemeValues,
} from '../../../../elements/core/theme';

/** Every background a token's text meets in the mode, as drawn (alpha greys over the raised surface). */
function backgrounds(values: ThemeValues): string[] {
  const surface = opaqueOver(values.colorBgElevated, '#ffffff');
  return [
    values.colorBg,
    values.colorBgLayout,
    values.colorBgElevated,
    values.colorBgHover,
    values.colorPrimaryLight,
  ].map((background) => opaqueOver(background, surface));
}

describe('the accessibleContrast switch of the widgets', () => {
  it('is off by default: the spec colours stay exact', () => {
    expect(themeValues()).toEqual(themeValues({ accessibleContrast: false }));
    expect(themeValues().colorPrimary).toBe('#33ce7b');
    expect(themeValues().colorTextSecondary).toBe('rgba(0, 0, 0, 0.45)');
    expect(themeValues().colorTextInverse).toBe('#ffffff');
  });

  it('measures what axe measures: the spec primary under white text is 2.04:1', () => {
    expect(contrastRatio('#33ce7b', '#ffffff')).toBeLessThan(AA_CONTRAST);
    expect(contrastRatio(themeValues({ accessibleContrast: true }).colorPrimary, '#ffffff')).toBeGreaterThanOrEqual(
      AA_CONTRAST,
    );
  });

  for (const mode of ['light', 'dark'] as ThemeMode[]) {
    for (const primaryColor of [DEFAULT_PRIMARY_COLOR, ...THEME_COLOR_PALETTE.map((entry) => entry.color)]) {
      it(`${mode} mode, primary ${primaryColor}: the primary shades and status colours reach AA as text and under text`, () => {
        const values = themeValues({ mode, primaryColor, accessibleContrast: true });
        for (const token of CONTRAST_TOKENS) {
          const colour = values[token];
          const selected = mixHex(backgrounds(values)[0], colour, 0.15);
          for (const background of [...backgrounds(values), selected]) {
            expect(contrastRatio(colour, background), `${token} ${colour} on ${background}`).toBeGreaterThanOrEqual(
              AA_CONTRAST,
            );
          }
          expect(contrastRatio(colour, values.colorTextInverse), `text on ${token}`).toBeGreaterThanOrEqual(
            AA_CONTRAST,
          );
        }
      });
    }

    it(`${mode} mode: secondary, placeholder and disabled text reach AA on every background`, () => {
      const values = themeValues({ mode, accessibleContrast: true });
      for (const token of ['colorText', 'colorTextSecondary', 'colorTextDisabled'] as const) {
        for (const background of backgrounds(values)) {
          expect(
            contrastRatio(opaqueOver(values[token], background), background),
            `${token} on ${background}`,
          ).toBeGreaterThanOrEqual(AA_CONTRAST);
        }
      }
    });
  }

  it('keeps a colour that already reaches AA, and the hue of one it shifts', () => {
    const dark = themeValues({ mode: 'dark', accessibleContrast: true });
    expect(dark.colorPrimary).toBe('#33ce7b');
    const light = themeValues({ accessibleContrast: true });
    expect(light.colorPrimary).not.toBe('#33ce7b');
    // Mixed with black, every channel shrinks by the same factor: green over red stays as it was.
    const channels = (hex: string) => [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16));
    const [red, green] = channels(light.colorPrimary);
    expect(green / red).toBeCloseTo(0xce / 0x33, 0);
  });

  it('dark mode writes black on filled colours: no colour reaches AA against both white and near-black', () => {
    expect(themeValues({ mode: 'dark', accessibleContrast: true }).colorTextInverse).toBe('#000000');
    expect(themeValues({ mode: 'light', accessibleContrast: true }).colorTextInverse).toBe('#ffffff');
  });

  it('shifts a host’s own overrides too', () => {
    const values = themeValues({ accessibleContrast: true, overrides: { colorDanger: '#ff7875' } });
    expect(contrastRatio(values.colorDanger, '#ffffff')).toBeGreaterThanOrEqual(AA_CONTRAST);
  });
});
