// The design tokens as the widgets use them, for the theming page: what `themeVariables()`
// computes, the primary's shades included (scripts/theme-module.mjs).
import path from 'node:path';
import { importThemeModule, THEME_ENTRY } from '../theme-module.mjs';

/** The theme module's exports (THEME_TOKENS, themeVariables, themeCss, DEFAULT_PRIMARY_COLOR, ...). */
export function loadTheme(root) {
  return importThemeModule(path.join(root, THEME_ENTRY));
}

/** Each token with its custom property and its light (default) and dark values, in the theme's order. */
export function themeTokenRows(theme) {
  const light = theme.themeVariables({ mode: 'light' });
  const dark = theme.themeVariables({ mode: 'dark' });
  return Object.entries(theme.THEME_TOKENS).map(([token, property]) => ({
    token,
    property,
    light: light[property],
    dark: dark[property],
  }));
}
