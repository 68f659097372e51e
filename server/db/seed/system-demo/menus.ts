import { businessMenus } from './menus-business';
import { leadingMenus, personalMenus } from './menus-console';
import { onlineRouteMenus } from './menus-online';
import { systemMenus } from './menus-system';
import type { MenuSeed } from './menu-tree';

/** Every seeded menu in order: the side menu's entries, then the hidden routes of the online pages. */
export const seededMenus: readonly MenuSeed[] = [
  ...leadingMenus,
  ...businessMenus,
  ...systemMenus,
  ...personalMenus,
  ...onlineRouteMenus,
];
