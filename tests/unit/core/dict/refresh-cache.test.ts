import { afterEach, describe, expect, it } from 'vitest';
import { getDictItems, refreshDictCache } from '../../../../elements/core/dict';
import { SESSION_LIFETIME_MS } from '../../../../elements/core/session';
import { ok, type Answer } from '../http/fake-backend';
import { dictBackend, resetDictBackend } from './dict-fixture';

afterEach(resetDictBackend);

const all = { sex: [{ value: '1', text: '男' }] };

describe('cache refresh: sys/dict/refleshCache, then /sys/dict/queryAllDictItems, stored 7 days', () => {
  it('calls both in order, stores the result for 7 days and says 刷新缓存完成！', async () => {
    const { requests, notify, storage } = dictBackend((request) =>
      request.url === '/sys/dict/queryAllDictItems' ? ok(all) : ok(null, '刷新缓存完成'),
    );
    expect(await refreshDictCache()).toBe(true);
    expect(requests.map((request) => request.url)).toEqual(['/sys/dict/refleshCache', '/sys/dict/queryAllDictItems']);
    expect(storage.local.getItem('pro__UI_CACHE_DB_DICT_DATA')).toBe(
      JSON.stringify({ value: all, expire: storage.clock.now + SESSION_LIFETIME_MS }),
    );
    expect(notify.successes).toEqual([{ message: '刷新缓存完成！' }]);
  });

  it('serves lookups from the refreshed dictionaries, not from older memory', async () => {
    let items = [{ value: '1', text: '旧' }];
    const { requests } = dictBackend((request) => {
      if (request.url === '/sys/dict/queryAllDictItems') return ok({ sex: [{ value: '1', text: '新' }] });
      return request.url?.startsWith('/sys/dict/getDictItems') ? ok(items) : ok();
    });
    expect((await getDictItems('sex'))[0].text).toBe('旧');
    items = [];
    await refreshDictCache();
    expect((await getDictItems('sex'))[0].text).toBe('新');
    expect(requests.filter((request) => request.url?.startsWith('/sys/dict/getDictItems'))).toHaveLength(1);
  });

  it.each<[string, (url: string) => Answer]>([
    [
      'the refresh fails',
      (url) => (url === '/sys/dict/refleshCache' ? { status: 500, data: { message: 'x' } } : ok(all)),
    ],
    [
      'the reload answers success:false',
      (url) => (url === '/sys/dict/queryAllDictItems' ? { data: { success: false, message: 'x', code: 500 } } : ok()),
    ],
  ])('says 刷新缓存失败！ when %s, and keeps the stored dictionaries', async (_case, answer) => {
    const { notify, storage } = dictBackend((request) => answer(request.url ?? ''));
    storage.local.setItem('pro__UI_CACHE_DB_DICT_DATA', JSON.stringify({ value: { old: [] }, expire: null }));
    expect(await refreshDictCache()).toBe(false);
    expect(notify.warnings).toEqual([{ message: '刷新缓存失败！' }]);
    expect(JSON.parse(storage.local.getItem('pro__UI_CACHE_DB_DICT_DATA')!).value).toEqual({ old: [] });
  });
});
