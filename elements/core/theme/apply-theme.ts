import { COLOR_WEAK_FILTER, themeVariables, type ThemeOptions } from './theme-variables';

/** The part of an element this touches, so a console can theme `document.documentElement` or any host. */
export type Themeable = { style: Pick<CSSStyleDeclaration, 'setProperty' | 'removeProperty'> };

/** Sets the theme's custom properties on the element's inline style; colour-weak mode adds the filter, turning it off removes it. */
export function applyTheme(element: Themeable, options: ThemeOptions = {}): void {
  for (const [name, value] of Object.entries(themeVariables(options))) element.style.setProperty(name, value);
  if (options.colorWeak) element.style.setProperty('filter', COLOR_WEAK_FILTER);
  else element.style.removeProperty('filter');
}
