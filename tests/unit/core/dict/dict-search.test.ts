import { afterEach, describe, expect, it } from 'vitest';
import { loadDict, loadDictItem } from '../../../../elements/core/dict';
import { ok } from '../http/fake-backend';
import { dictBackend, resetDictBackend } from './dict-fixture';

afterEach(resetDictBackend);

describe('loadDictItem: the texts of given keys', () => {
  it('sends the keys as a comma list and returns the texts', async () => {
    const { requests } = dictBackend(() => ok(['张三', '李四']));
    expect(await loadDictItem('sys_user,realname,username', ['zhangsan', 'lisi'])).toEqual(['张三', '李四']);
    expect(requests[0].url).toBe('/sys/dict/loadDictItem/sys_user,realname,username');
    expect(requests[0].params).toMatchObject({ key: 'zhangsan,lisi' });
  });
});

describe('loadDict: options matching a keyword', () => {
  it('sends keyword and page size 10 by default and returns items', async () => {
    const { requests } = dictBackend(() => ok([{ value: 'zs', text: '张三' }]));
    expect(await loadDict('sys_user,realname,username', '张')).toEqual([{ value: 'zs', text: '张三' }]);
    expect(requests[0].url).toBe('/sys/dict/loadDict/sys_user,realname,username');
    expect(requests[0].params).toMatchObject({ keyword: '张', pageSize: 10 });
  });

  it('rejects with the server message on failure', async () => {
    dictBackend(() => ({ data: { success: false, message: '查询失败', code: 500, result: null } }));
    await expect(loadDict('x', 'a')).rejects.toThrow('查询失败');
  });

  it('refuses an empty code', async () => {
    dictBackend(() => ok([]));
    await expect(loadDict('', 'a')).rejects.toThrow('字典Code不能为空!');
    await expect(loadDictItem(undefined, 'a')).rejects.toThrow('字典Code不能为空!');
  });
});
