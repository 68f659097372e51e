import '../i18n/catalogues/http';
import { getAction, getHttpConfig, isSuccessful } from '../http';
import { t } from '../i18n';
import { setDictCache, type DictCache } from '../session';
import { clearDictMemoryCache } from './dict-memory';

/**
 * Clears the server's dictionary cache, reloads every dictionary and stores them for 7 days;
 * tells the user 刷新缓存完成！ or 刷新缓存失败！. Resolves whether it worked.
 */
export async function refreshDictCache(): Promise<boolean> {
  const { notify } = getHttpConfig();
  try {
    const refreshed = await getAction('/sys/dict/refleshCache');
    if (!isSuccessful(refreshed)) throw new Error(refreshed?.message);
    const all = await getAction<DictCache>('/sys/dict/queryAllDictItems');
    if (!isSuccessful(all)) throw new Error(all?.message);
    setDictCache(all.result ?? {});
    clearDictMemoryCache();
    notify.success({ message: t('http.dictCacheRefreshed') });
    return true;
  } catch {
    notify.warning({ message: t('http.dictCacheRefreshFailed') });
    return false;
  }
}
