import { COLOR_WEAK_FILTER, themeVariables, type ThemeOptions } from './theme-variables';

/** A CSS block declaring the theme's custom properties (and the colour-weak filter) on `selector`. */
export function themeCss(options: ThemeOptions = {}, selector = ':host'): string {
  const declarations = Object.entries(themeVariables(options)).map(([name, value]) => `  ${name}: ${value};`);
  if (options.colorWeak) declarations.push(`  filter: ${COLOR_WEAK_FILTER};`);
  return `${selector} {\n${declarations.join('\n')}\n}\n`;
}
