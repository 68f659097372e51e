import { accessibleContrastOverrides } from './accessible-contrast';
import { MODE_VALUES, type ThemeMode } from './modes';
import { DEFAULT_PRIMARY_COLOR, normalisePrimaryColor } from './palette';
import { primaryOutline, primaryShades } from './primary-shades';
import { THEME_TOKENS, THEME_TOKEN_NAMES, type ThemeToken, type ThemeValues } from './tokens';

/**
 * Colour-weak mode (the settings drawer's "contrast enhancement") inverts the rendering
 * by 80%, the filter JeecgBoot applies. It is a plain `filter`, not a custom property: a
 * custom property would be inherited and invert again in every nested themed element.
 */
export const COLOR_WEAK_FILTER = 'invert(80%)';

export interface ThemeOptions {
  mode?: ThemeMode;
  /** Any #rgb / #rrggbb; invalid input falls back to the default #33ce7b. */
  primaryColor?: string;
  colorWeak?: boolean;
  /** Individual tokens a host wants to set itself (radius, font, ...); they win over computed values. */
  overrides?: Partial<ThemeValues>;
  /**
   * The accessibleContrast switch: the colours that fall short of WCAG AA (the primary and its
   * shades, the status colours, the grey texts), overrides included, shifted until text reaches
   * 4.5:1. Off by default: the spec's colours stay exact.
   */
  accessibleContrast?: boolean;
}

/** Every token's value for these options: the mode's neutrals plus the primary and its shades. */
export function themeValues(options: ThemeOptions = {}): ThemeValues {
  const values = specThemeValues(options);
  if (!options.accessibleContrast) return values;
  return { ...values, ...accessibleContrastOverrides(values, options.mode) };
}

function specThemeValues({ mode = 'light', primaryColor, overrides }: ThemeOptions): ThemeValues {
  const primary = normalisePrimaryColor(primaryColor ?? DEFAULT_PRIMARY_COLOR);
  const shades = primaryShades(primary, mode);
  return {
    ...MODE_VALUES[mode],
    colorPrimary: primary,
    colorPrimaryHover: shades.hover,
    colorPrimaryActive: shades.active,
    colorPrimaryLight: shades.light,
    colorPrimaryBorder: shades.border,
    colorPrimaryOutline: primaryOutline(primary),
    ...overrides,
  };
}

/** The `--farm-*` custom properties for these options, by property name. */
export function themeVariables(options: ThemeOptions = {}): Record<string, string> {
  const values = themeValues(options);
  return Object.fromEntries(THEME_TOKEN_NAMES.map((token) => [THEME_TOKENS[token], values[token]]));
}

const DEFAULT_VALUES: ThemeValues = themeValues();

/**
 * A `var()` reference for styles inside a widget, falling back to the light default, so a
 * widget looks right with no theme applied and follows `--farm-*` set on it or any ancestor.
 */
export function themeVar(token: ThemeToken): string {
  return `var(${THEME_TOKENS[token]}, ${DEFAULT_VALUES[token]})`;
}
