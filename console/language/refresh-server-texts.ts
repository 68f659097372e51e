import { getAction, isSuccessful } from '../../elements/core/http';
import { clearDictMemoryCache } from '../../elements/core/dict';
import { t } from '../../elements/core/i18n';
import { getKeptAliveRoutes, getToken, setDictCache, type DictCache } from '../../elements/core/session';
import { usePermissionStore } from '../session';
import { forgetKeptAlive } from '../shell/page/kept-alive';
import { findRoute } from '../shell/page/use-current-route';
import { useTabsStore } from '../shell/tabs/tabs-store';

const ALL_DICT_ITEMS_PATH = '/sys/dict/queryAllDictItems';

/** The dictionaries again, in the new language; on failure the stored ones stay (the client has told the user). */
async function reloadDictionaries(): Promise<void> {
  clearDictMemoryCache();
  try {
    const answer = await getAction<DictCache>(ALL_DICT_ITEMS_PATH);
    if (isSuccessful(answer) && answer.result) setDictCache(answer.result);
  } catch {
    // The HTTP client has already shown the failure.
  }
  clearDictMemoryCache();
}

/**
 * After a language switch the texts the server gives (menu titles, dictionary texts, what each
 * page loaded) are asked for again in the new language: the menu and dictionaries are reloaded,
 * the tabs retitled, and the page on screen mounted afresh; pages kept alive in other tabs are let
 * go, so they load afresh when opened.
 */
export async function refreshServerTexts(): Promise<void> {
  // Logout switches back to the browser's language while the shell is still up: nothing to ask then.
  if (!getToken()) return;
  await Promise.all([usePermissionStore.getState().reload(), reloadDictionaries()]);
  const { routes } = usePermissionStore.getState();
  const tabs = useTabsStore.getState();
  tabs.retitle(
    (fullPath) => findRoute(routes, new URL(fullPath, window.location.origin).pathname)?.route.meta.title,
    t('console.home'),
  );
  const onScreen = tabs.pages.find((page) => page.fullPath === tabs.active)?.componentName;
  forgetKeptAlive(getKeptAliveRoutes().filter((name) => name !== onScreen));
  tabs.refresh();
}
