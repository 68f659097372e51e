import { create } from 'zustand';
import { getAction, isSuccessful } from '../../elements/core/http';
import { t } from '../../elements/core/i18n';
import type { AuthEntry } from '../../elements/core/permission';
import { setSysButtonAuth, setUserButtonAuth } from '../../elements/core/session';
import { sessionSettings } from './session-settings';
import { actionsOfEntries } from './auth-actions';
import { withBuiltInRoutes } from './built-in-routes';
import { menuProblem } from './menu-check';
import { menuToRoutes, permittedMenu } from './menu-routes';
import type { ConsoleRoute, MenuNode } from './menu-types';
import { menuUrlSource } from './menu-url-source';
import { fillMenuUrl } from './menu-url';

export const USER_PERMISSION_PATH = '/sys/permission/getUserPermissionByToken';

interface PermissionAnswer {
  menu?: MenuNode[] | null;
  auth?: AuthEntry[] | null;
  allAuth?: AuthEntry[] | null;
  sysSafeMode?: boolean;
  /** Our server's addition: the route paths of pages that exist but are not the user's (for 403). */
  deniedRoutes?: string[] | null;
}

/** 'failed': log out and go to login; 'vue3': the menu table cannot be used at all. */
export type MenuLoadOutcome = 'ready' | 'failed' | 'vue3';

interface PermissionState {
  status: 'empty' | 'loading' | MenuLoadOutcome;
  menu: MenuNode[];
  routes: ConsoleRoute[];
  sysSafeMode: boolean;
  /** Pages that exist but are not the user's: an address among them gets 403, not 404. */
  deniedRoutes: string[];
  /** Fetches the menu and button rules, builds the routes; one request however many callers. */
  load(): Promise<MenuLoadOutcome>;
  /**
   * Fetches the menu again while the one on screen stays (after a language switch, so that the
   * server's titles follow it); a failure keeps the menu shown.
   */
  reload(): Promise<MenuLoadOutcome>;
  /** Forgets the menu (logout). */
  reset(): void;
}

const EMPTY = { status: 'empty' as const, menu: [], routes: [], sysSafeMode: false, deniedRoutes: [] };
let pending: Promise<MenuLoadOutcome> | null = null;
let reloads = 0;

async function fetchMenu(set: (state: Partial<PermissionState>) => void): Promise<MenuLoadOutcome> {
  let answer: PermissionAnswer;
  try {
    const response = await getAction<PermissionAnswer>(USER_PERMISSION_PATH);
    if (!isSuccessful(response)) return 'failed';
    answer = response.result ?? {};
  } catch {
    // The HTTP client has already shown the error notice.
    return 'failed';
  }
  // The button lists are kept before the menu is checked, as JeecgBoot's GetPermissionList does.
  setUserButtonAuth(answer.auth ?? []);
  setSysButtonAuth(answer.allAuth ?? []);
  const problem = menuProblem(answer.menu);
  if (problem === 'empty') {
    sessionSettings().notices.error({ message: t('permission.emptyMenu') });
    return 'failed';
  }
  if (problem === 'vue3') {
    // A persistent message: it stays until the page is left (duration 0).
    sessionSettings().notices.error({ message: t('permission.vue3MenuTable'), duration: 0 });
    set({ status: 'vue3' });
    return 'vue3';
  }
  const permissions = actionsOfEntries(answer.auth ?? []);
  const menu = permittedMenu(answer.menu as MenuNode[], permissions);
  const source = menuUrlSource();
  const routes = withBuiltInRoutes(menuToRoutes(menu, { permissions, fillUrl: (url) => fillMenuUrl(url, source) }));
  const deniedRoutes = (answer.deniedRoutes ?? []).filter((path): path is string => typeof path === 'string');
  set({ status: 'ready', menu, routes, sysSafeMode: Boolean(answer.sysSafeMode), deniedRoutes });
  return 'ready';
}

/** The user's menu and the routes built from it: a store of its own, apart from the session. */
export const usePermissionStore = create<PermissionState>((set) => ({
  ...EMPTY,
  load() {
    pending ??= (async () => {
      set({ status: 'loading' });
      const outcome = await fetchMenu(set);
      if (outcome === 'failed') set({ ...EMPTY });
      return outcome;
    })().finally(() => {
      pending = null;
    });
    return pending;
  },
  async reload() {
    const generation = ++reloads;
    // Only the latest reload may replace the menu: two quick switches must not end on the older answer.
    return fetchMenu((state) => {
      if (generation === reloads) set(state);
    });
  },
  reset: () => set({ ...EMPTY }),
}));
