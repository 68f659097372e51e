/** Every design token of the suite and the CSS custom property that carries it. */
export const THEME_TOKENS = {
  colorPrimary: '--farm-color-primary',
  colorPrimaryHover: '--farm-color-primary-hover',
  colorPrimaryActive: '--farm-color-primary-active',
  colorPrimaryLight: '--farm-color-primary-light',
  colorPrimaryBorder: '--farm-color-primary-border',
  colorPrimaryOutline: '--farm-color-primary-outline',
  colorText: '--farm-color-text',
  colorTextSecondary: '--farm-color-text-secondary',
  colorTextDisabled: '--farm-color-text-disabled',
  colorTextInverse: '--farm-color-text-inverse',
  colorBorder: '--farm-color-border',
  colorBorderSplit: '--farm-color-border-split',
  colorBg: '--farm-color-bg',
  colorBgLayout: '--farm-color-bg-layout',
  colorBgElevated: '--farm-color-bg-elevated',
  colorBgHover: '--farm-color-bg-hover',
  colorBgDisabled: '--farm-color-bg-disabled',
  colorBgMask: '--farm-color-bg-mask',
  colorDanger: '--farm-color-danger',
  colorWarning: '--farm-color-warning',
  colorSuccess: '--farm-color-success',
  colorInfo: '--farm-color-info',
  radius: '--farm-radius',
  radiusSm: '--farm-radius-sm',
  radiusLg: '--farm-radius-lg',
  fontFamily: '--farm-font-family',
  fontFamilyCode: '--farm-font-family-code',
  fontSize: '--farm-font-size',
  fontSizeSm: '--farm-font-size-sm',
  fontSizeLg: '--farm-font-size-lg',
  lineHeight: '--farm-line-height',
  spacingXs: '--farm-spacing-xs',
  spacingSm: '--farm-spacing-sm',
  spacingMd: '--farm-spacing-md',
  spacingLg: '--farm-spacing-lg',
  /** Popups, dropdowns and dialogs. */
  shadow: '--farm-shadow',
  /** Cards and raised panels. */
  shadowSm: '--farm-shadow-sm',
  /** Control heights of the four grid sizes. */
  sizeMedium: '--farm-size-medium',
  sizeSmall: '--farm-size-small',
  sizeMini: '--farm-size-mini',
  sizeTiny: '--farm-size-tiny',
} as const;

export type ThemeToken = keyof typeof THEME_TOKENS;
export type ThemeVariableName = (typeof THEME_TOKENS)[ThemeToken];

export const THEME_TOKEN_NAMES = Object.keys(THEME_TOKENS) as ThemeToken[];

export type ThemeValues = Record<ThemeToken, string>;
