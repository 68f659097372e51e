import { AUTO_HIDE_HEADER_SCROLL } from './device';

/**
 * Whether the auto-hiding header is out of sight after the page scrolled from `previousTop` to
 * `top` (as ant-design-vue-pro's GlobalHeader, JeecgBoot's base, decides): always shown within
 * the first 100 px, hidden while scrolling down past them, shown again as soon as the user
 * scrolls up; a scroll event that did not move keeps it as it was.
 */
export function headerHiddenAfterScroll(previousTop: number, top: number, hidden: boolean): boolean {
  if (top <= AUTO_HIDE_HEADER_SCROLL) return false;
  if (top < previousTop) return false;
  if (top > previousTop) return true;
  return hidden;
}
