/** Shell spec section 2: the sidebar closes at 1087.99 px or less, mobile layout at 767.99 px or less. */
export const SIDEBAR_CLOSED_MAX_WIDTH = 1087.99;
export const MOBILE_MAX_WIDTH = 767.99;

/** 'tablet' is the desktop layout with the sidebar closed. */
export type Device = 'desktop' | 'tablet' | 'mobile';

export function deviceForWidth(width: number): Device {
  if (width <= MOBILE_MAX_WIDTH) return 'mobile';
  if (width <= SIDEBAR_CLOSED_MAX_WIDTH) return 'tablet';
  return 'desktop';
}

export const MOBILE_QUERY = `(max-width: ${MOBILE_MAX_WIDTH}px)`;
export const SIDEBAR_CLOSED_QUERY = `(max-width: ${SIDEBAR_CLOSED_MAX_WIDTH}px)`;

/**
 * Side menu widths. The spec reports 200 px open / 80 px collapsed "in one place" and 208 px
 * "in another" without saying which is which. Here: 200 / 80 px is the side menu of the
 * side-menu layout (and the content's offset when that menu is fixed); 208 px is the drawer
 * that holds the menu on mobile, in both layouts and in both menu themes.
 */
export const SIDE_MENU_WIDTH = 200;
export const SIDE_MENU_COLLAPSED_WIDTH = 80;
export const MENU_DRAWER_WIDTH = 208;

/** Header auto-hide: it goes once the page is scrolled more than 100 px (spec section 9). */
export const AUTO_HIDE_HEADER_SCROLL = 100;
/** The right-hand area of the top-menu header is at least 400 px wide (spec section 9). */
export const TOP_MENU_RIGHT_MIN_WIDTH = 400;
