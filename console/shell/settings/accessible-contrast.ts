import { mixHex, normaliseHex, themeValues, type ThemeOptions, type ThemeValues } from '../../../elements/core/theme';
import { hexToRgb } from '../../../elements/core/theme/color-math';

/** WCAG 2 AA for normal text. */
export const AA_CONTRAST = 4.5;

// The spec's colours that fall short of AA: the primary and its hover/pressed shades (white text
// on them, and them as text on white, the page grey and the primary tint), the status colours
// (a tag's text on a light tint of its own colour), and the secondary and disabled greys. Alpha
// greys become opaque greys of enough contrast.
export const DARKENED_TOKENS = ['colorPrimary', 'colorPrimaryHover', 'colorPrimaryActive', 'colorDanger', 'colorSuccess', 'colorWarning', 'colorInfo'] as const;
const ACCESSIBLE_GREYS = { colorTextSecondary: 'rgba(0, 0, 0, 0.65)', colorTextDisabled: 'rgba(0, 0, 0, 0.58)' } as const;
const DARKEN_STEP = 0.02;
const SELECTED_TINT = 0.15;

function channel(value: number): number {
  const linear = value / 255;
  return linear <= 0.03928 ? linear / 12.92 : ((linear + 0.055) / 1.055) ** 2.4;
}

function luminance(hex: string): number {
  const { r, g, b } = hexToRgb(hex);
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** The WCAG contrast ratio of two opaque #rrggbb colours. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

/**
 * `colour` mixed with black in small steps until it reaches AA against every background it
 * meets; `backgroundsOf` names them for each candidate, as some are tints of the colour itself.
 */
export function darkenToContrast(colour: string, backgroundsOf: (candidate: string) => readonly string[]): string {
  const base = normaliseHex(colour);
  for (let weight = 0; weight <= 1; weight += DARKEN_STEP) {
    const candidate = mixHex(base, '#000000', weight);
    if (backgroundsOf(candidate).every((background) => contrastRatio(candidate, background) >= AA_CONTRAST)) return candidate;
  }
  return '#000000';
}

/**
 * The token overrides of the console's `accessibleContrast` switch for a light theme: the
 * shades listed above darkened (hue kept) until text on them and they as text reach AA, on the
 * page's backgrounds and on a selected entry's tint. The primary tint stays as it is; it is one
 * of the backgrounds the darkened shades are measured on.
 */
export function accessibleContrastOverrides(values: ThemeValues): Partial<ThemeValues> {
  const backgrounds = [values.colorBg, values.colorBgLayout, values.colorBgHover, values.colorPrimaryLight, values.colorTextInverse].map(normaliseHex);
  // A selected menu entry and a tag show the colour as text on a light tint of itself (up to 15%).
  const backgroundsOf = (candidate: string) => [...backgrounds, mixHex(backgrounds[0], candidate, SELECTED_TINT)];
  const darkened = Object.fromEntries(DARKENED_TOKENS.map((token) => [token, darkenToContrast(values[token], backgroundsOf)]));
  return { ...darkened, ...ACCESSIBLE_GREYS };
}

/** The theme options of the console: the user's primary colour and colour-weak mode, with the AA overrides when switched on. */
export function consoleThemeOptions(primaryColor: string, colorWeak: boolean, accessibleContrast: boolean): ThemeOptions {
  if (!accessibleContrast) return { primaryColor, colorWeak };
  return { primaryColor, colorWeak, overrides: accessibleContrastOverrides(themeValues({ primaryColor })) };
}
