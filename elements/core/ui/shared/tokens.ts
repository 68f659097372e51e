import { themeVar } from '../../theme';

// Colours, radius and fonts come only from the theme's `--farm-*` custom properties, so a host
// page (or the console's settings drawer) restyles every primitive at once. themeVar() falls back
// to the light theme's defaults for pages that load no theme at all.
export const color = {
  primary: themeVar('colorPrimary'),
  primaryHover: themeVar('colorPrimaryHover'),
  primaryActive: themeVar('colorPrimaryActive'),
  primaryLight: themeVar('colorPrimaryLight'),
  text: themeVar('colorText'),
  textSecondary: themeVar('colorTextSecondary'),
  textDisabled: themeVar('colorTextDisabled'),
  /** Text on a filled primary or status colour (white; black on the lightened colours of dark mode's accessibleContrast). */
  textInverse: themeVar('colorTextInverse'),
  border: themeVar('colorBorder'),
  bg: themeVar('colorBg'),
  bgElevated: themeVar('colorBgElevated'),
  bgHover: themeVar('colorBgHover'),
  danger: themeVar('colorDanger'),
  warning: themeVar('colorWarning'),
  success: themeVar('colorSuccess'),
  info: themeVar('colorInfo'),
} as const;

export const radius = themeVar('radius');
export const fontFamily = themeVar('fontFamily');
export const fontSize = themeVar('fontSize');
export const shadow = themeVar('shadow');

/** A tinted version of a token colour, for hover and soft backgrounds the theme does not name. */
export function tint(token: string, percent: number): string {
  return `color-mix(in srgb, ${token} ${percent}%, transparent)`;
}

export type ControlSize = 'small' | 'middle' | 'large';

/** Control heights per size, shared so a Button, an Input and a Select line up in a toolbar. */
export const controlHeight: Record<ControlSize, number> = { small: 24, middle: 32, large: 40 };
