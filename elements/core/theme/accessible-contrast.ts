import { hexToRgb, mixHex, normaliseHex, rgbToHex } from './color-math';
import type { ThemeMode } from './modes';
import type { ThemeToken, ThemeValues } from './tokens';

/** WCAG 2 AA for normal text. */
export const AA_CONTRAST = 4.5;

/**
 * The spec's colours that fall short of AA: the primary and its hover/pressed shades (text on
 * them, and them as text on the page's backgrounds and the primary tint) and the status colours
 * (a tag's text on a light tint of its own colour, a danger button's label).
 */
export const CONTRAST_TOKENS = [
  'colorPrimary',
  'colorPrimaryHover',
  'colorPrimaryActive',
  'colorDanger',
  'colorSuccess',
  'colorWarning',
  'colorInfo',
] as const;

/**
 * The alpha greys of secondary, placeholder and disabled text become greys of AA contrast on
 * every background of their mode (white and the page grey; the dark backgrounds and their hover).
 */
const ACCESSIBLE_GREYS: Record<ThemeMode, Pick<ThemeValues, 'colorTextSecondary' | 'colorTextDisabled'>> = {
  light: { colorTextSecondary: 'rgba(0, 0, 0, 0.65)', colorTextDisabled: 'rgba(0, 0, 0, 0.58)' },
  dark: { colorTextSecondary: 'rgba(255, 255, 255, 0.65)', colorTextDisabled: 'rgba(255, 255, 255, 0.58)' },
};

/**
 * Text on a filled primary or status colour. Light mode keeps white: its colours are darkened
 * to carry it. Dark mode lightens its colours (they are text on near-black too), and no colour
 * reaches AA against both near-black and white, so text on them turns black, which every colour
 * of AA contrast on the dark backgrounds carries (5:1 at least).
 */
const TEXT_ON_FILL: Record<ThemeMode, string> = { light: '#ffffff', dark: '#000000' };

const STEP = 0.02;
/** A selected menu entry and a tag show the colour as text on a tint of itself (up to 15%). */
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
  const [first, second] = [luminance(a), luminance(b)];
  return (Math.max(first, second) + 0.05) / (Math.min(first, second) + 0.05);
}

const RGBA = /^rgba?\(\s*(\d+(?:\.\d+)?)\s*,\s*(\d+(?:\.\d+)?)\s*,\s*(\d+(?:\.\d+)?)\s*(?:,\s*(\d*(?:\.\d+)?)\s*)?\)$/;

/** A theme colour (#hex, or rgb()/rgba() as the mode greys are) as it shows over `backdrop`. */
export function opaqueOver(colour: string, backdrop: string): string {
  const match = RGBA.exec(colour.trim());
  if (!match) return normaliseHex(colour);
  const [, r, g, b, alpha = '1'] = match;
  return mixHex(backdrop, rgbToHex({ r: Number(r), g: Number(g), b: Number(b) }), Number(alpha));
}

/**
 * `colour` mixed with `towards` (black to darken, white to lighten) in small steps until it
 * reaches AA against every background it meets; `backgroundsOf` names them for each candidate,
 * as some are tints of the colour itself.
 */
export function shiftToContrast(
  colour: string,
  towards: string,
  backgroundsOf: (candidate: string) => readonly string[],
): string {
  const base = normaliseHex(colour);
  for (let weight = 0; weight <= 1; weight += STEP) {
    const candidate = mixHex(base, towards, weight);
    if (backgroundsOf(candidate).every((background) => contrastRatio(candidate, background) >= AA_CONTRAST))
      return candidate;
  }
  return normaliseHex(towards);
}

/**
 * The token overrides of the accessibleContrast switch: the colours above darkened (light mode)
 * or lightened (dark mode), hue kept, until text on them and they as text reach AA on the mode's
 * backgrounds, its primary tint and a selected entry's tint; the greys made opaque enough.
 * The primary tint, borders and backgrounds stay as they are.
 */
export function accessibleContrastOverrides(values: ThemeValues, mode: ThemeMode = 'light'): Partial<ThemeValues> {
  const surface = opaqueOver(values.colorBgElevated, '#ffffff');
  const pageBackground = opaqueOver(values.colorBg, surface);
  const backgrounds = [
    values.colorBg,
    values.colorBgLayout,
    values.colorBgElevated,
    values.colorBgHover,
    values.colorPrimaryLight,
  ].map((background) => opaqueOver(background, surface));
  const textOnFill = TEXT_ON_FILL[mode];
  const backgroundsOf = (candidate: string) => [
    ...backgrounds,
    textOnFill,
    mixHex(pageBackground, candidate, SELECTED_TINT),
  ];
  const towards = mode === 'dark' ? '#ffffff' : '#000000';
  const shifted = Object.fromEntries(
    CONTRAST_TOKENS.map((token) => [token, shiftToContrast(values[token], towards, backgroundsOf)]),
  ) as Partial<Record<ThemeToken, string>>;
  return { ...shifted, ...ACCESSIBLE_GREYS[mode], colorTextInverse: textOnFill };
}
