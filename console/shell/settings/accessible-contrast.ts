import { accessibleContrastOverrides, themeValues, type ThemeOptions } from '../../../elements/core/theme';

/**
 * The theme options of the console: the user's primary colour and colour-weak mode, with the AA
 * overrides of the widgets' own accessibleContrast switch (elements/core/theme) when switched on,
 * so the console and the elements it hosts reach AA with the same colours.
 */
export function consoleThemeOptions(
  primaryColor: string,
  colorWeak: boolean,
  accessibleContrast: boolean,
): ThemeOptions {
  if (!accessibleContrast) return { primaryColor, colorWeak };
  return { primaryColor, colorWeak, overrides: accessibleContrastOverrides(themeValues({ primaryColor }), 'light') };
}
