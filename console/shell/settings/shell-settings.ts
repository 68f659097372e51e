import { DEFAULT_PRIMARY_COLOR } from '../../../elements/core/theme';

export type MenuTheme = 'dark' | 'light';
export type NavigationMode = 'side' | 'top';
export type ContentWidth = 'fixed' | 'fluid';

/** Every preference of the shell's settings drawer, in one typed object. */
export interface ShellSettings {
  /** Theme of the navigation menu. */
  menuTheme: MenuTheme;
  /** #rrggbb, lower case. */
  primaryColor: string;
  navigationMode: NavigationMode;
  /** `fluid` only with the top menu. */
  contentWidth: ContentWidth;
  fixedHeader: boolean;
  /** Hides the header on scroll; needs `fixedHeader`. */
  autoHideHeader: boolean;
  /** Not available with the top menu. */
  fixedSideMenu: boolean;
  /** The drawer's "contrast enhancement". */
  colorWeak: boolean;
  multipage: boolean;
  sidebarCollapsed: boolean;
}

/** The defaults of the shell spec, in one place. */
export const DEFAULT_SHELL_SETTINGS: Readonly<ShellSettings> = Object.freeze({
  menuTheme: 'light',
  primaryColor: DEFAULT_PRIMARY_COLOR,
  navigationMode: 'side',
  contentWidth: 'fixed',
  fixedHeader: false,
  autoHideHeader: false,
  fixedSideMenu: false,
  colorWeak: false,
  multipage: true,
  sidebarCollapsed: false,
});

/** The header hides once the page has scrolled this far (shell spec: 100 px of scroll). */
export const AUTO_HIDE_HEADER_THRESHOLD_PX = 100;
