import { useMemo } from 'react';
import { fillMenuUrl, menuUrlSource, usePermissionStore } from '../../session';
import { visibleMenu, type MenuItem } from './menu-model';

/** The signed-in user's menu as the side menu, top menu and search box show it. */
export function useMenuItems(): MenuItem[] {
  const menu = usePermissionStore((state) => state.menu);
  return useMemo(() => {
    const source = menuUrlSource();
    return visibleMenu(menu, (url) => fillMenuUrl(url, source));
  }, [menu]);
}
