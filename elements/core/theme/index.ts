export { THEME_TOKENS, THEME_TOKEN_NAMES, type ThemeToken, type ThemeVariableName, type ThemeValues } from './tokens';
export { MODE_VALUES, type ThemeMode, type ModeValues } from './modes';
export {
  DEFAULT_PRIMARY_COLOR,
  PALETTE_DEFAULT_COLOR,
  THEME_COLOR_PALETTE,
  normalisePrimaryColor,
  type ThemeColorName,
} from './palette';
export { isHexColor, normaliseHex, mixHex } from './color-math';
export {
  AA_CONTRAST,
  CONTRAST_TOKENS,
  accessibleContrastOverrides,
  contrastRatio,
  opaqueOver,
  shiftToContrast,
} from './accessible-contrast';
export { colorPalette, primaryShades, primaryOutline, type PrimaryShades } from './primary-shades';
export { COLOR_WEAK_FILTER, themeValues, themeVariables, themeVar, type ThemeOptions } from './theme-variables';
export { themeCss } from './theme-css';
export { applyTheme, type Themeable } from './apply-theme';
export { HOST_RESET_CSS } from './host-reset';
