import { followPageSettings } from '../embedding/page-settings';
import { setLocale } from '../i18n';
import { applyTheme } from '../theme';

let following = false;

/**
 * Makes every element follow the language and theme a host page configured. The theme goes onto the
 * document root: custom properties inherit into each element's shadow root. The accessibleContrast
 * switch is part of the theme: on its own it sets the default colours' AA shades there.
 */
export function followHostLookSettings(): void {
  if (following || typeof document === 'undefined') return;
  following = true;
  followPageSettings(({ locale, theme, accessibleContrast }) => {
    if (locale) setLocale(locale);
    if (theme || accessibleContrast !== undefined)
      applyTheme(document.documentElement, {
        ...theme,
        accessibleContrast: accessibleContrast ?? theme?.accessibleContrast,
      });
  });
}
