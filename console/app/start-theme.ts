import { applyTheme, DEFAULT_PRIMARY_COLOR } from '../../elements/core/theme';
import { consoleThemeOptions } from '../shell/settings/accessible-contrast';
import { consoleConfig } from './console-config';

/**
 * The theme before anyone signs in. The sign-in views follow the default colours through the
 * theme's var() fallbacks; only the accessibleContrast switch needs its darker shades set.
 */
export function applyStartTheme(root: HTMLElement): void {
  if (consoleConfig.accessibleContrast) applyTheme(root, consoleThemeOptions(DEFAULT_PRIMARY_COLOR, false, true));
}
