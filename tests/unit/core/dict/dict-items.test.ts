import { afterEach, describe, expect, it } from 'vitest';
import { DICT_CACHE_LIFETIME_MS, getDictItems } from '../../../../elements/core/dict';
import { setDictCache } from '../../../../elements/core/session';
import { ok, settle, type Answer } from '../http/fake-backend';
import { dictBackend, resetDictBackend } from './dict-fixture';

afterEach(resetDictBackend);

const sex = [
  { value: '1', text: '男', title: '男' },
  { value: '2', text: '女', title: '女' },
];

describe('dictionary items come from the dictionaries stored at login first', () => {
  it('answers from the session without a request', async () => {
    const { requests } = dictBackend(() => ok([]));
    setDictCache({ sex });
    expect(await getDictItems('sex')).toEqual(sex);
    expect(requests).toHaveLength(0);
  });
});

describe('otherwise GET /sys/dict/getDictItems/{code}, without _t', () => {
  it('requests the code and maps label-only items to text', async () => {
    const { requests } = dictBackend(() => ok([{ value: 1, label: '启用' }]));
    expect(await getDictItems('status')).toEqual([{ value: '1', text: '启用', label: '启用' }]);
    expect(requests[0].url).toBe('/sys/dict/getDictItems/status');
    expect(requests[0].params).toBeUndefined();
  });

  it('passes a table dictionary code table,text,value[,filter] as the code', async () => {
    const { requests } = dictBackend(() => ok([]));
    await getDictItems("sys_user,realname,username,status='1'");
    expect(requests[0].url).toBe("/sys/dict/getDictItems/sys_user,realname,username,status%3D'1'");
  });

  it('rejects with the server message when the answer failed, and does not cache it', async () => {
    let answer: Answer = { data: { success: false, message: '字典表不存在', code: 500, result: null } };
    const { requests } = dictBackend(() => answer);
    await expect(getDictItems('nope')).rejects.toThrow('字典表不存在');
    answer = ok([{ value: 'a', text: 'A' }]);
    expect(await getDictItems('nope')).toEqual([{ value: 'a', text: 'A' }]);
    expect(requests).toHaveLength(2);
  });
});

describe('an empty code is refused with 字典Code不能为空!', () => {
  it.each([[''], [null], [undefined]])('rejects %j without a request', async (code) => {
    const { requests } = dictBackend(() => ok([]));
    await expect(getDictItems(code)).rejects.toThrow('字典Code不能为空!');
    expect(requests).toHaveLength(0);
  });
});

describe('a memory cache keeps fetched items for 30000 ms by default', () => {
  it('answers again from memory within the lifetime and asks the server after it', async () => {
    const { requests, clock } = dictBackend(() => ok(sex));
    expect(DICT_CACHE_LIFETIME_MS).toBe(30_000);
    await getDictItems('sex');
    clock.now += DICT_CACHE_LIFETIME_MS - 1;
    await getDictItems('sex');
    expect(requests).toHaveLength(1);
    clock.now += 1;
    await getDictItems('sex');
    expect(requests).toHaveLength(2);
  });

  it('shares one request between concurrent lookups of the same code', async () => {
    let release: (answer: Answer) => void = () => undefined;
    const answered = new Promise<Answer>((resolve) => (release = resolve));
    const { requests } = dictBackend(() => answered);
    const lookups = [getDictItems('sex'), getDictItems('sex'), getDictItems('sex')];
    await settle();
    release(ok(sex));
    const answers = await Promise.all(lookups);
    expect(requests).toHaveLength(1);
    expect(answers).toEqual([sex, sex, sex]);
  });

  it('hands each caller its own list, so one caller cannot change another’s', async () => {
    dictBackend(() => ok(sex));
    const first = await getDictItems('sex');
    first.pop();
    expect(await getDictItems('sex')).toHaveLength(2);
  });
});
