import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runInLocale } from '../../../server/i18n';
import * as messages from '../../../server/messages';
import { startServer, type Answer, type TestServer } from '../support/test-server';
import { ENGLISH, HAN } from './locale-support';

// Every message the server writes has an English twin, chosen per request; the Chinese texts stay
// exactly as they were, and a client that does not ask (a stock JeecgBoot client) sees no change.

/** Texts that stay Chinese in English on purpose: what is written into stored records, and the words clients look for. */
const KEPT_CHINESE = new Set([
  'authMessages.loginLogged',
  'authMessages.logoutLogged',
  'signInMessages.thirdPartyLogged',
  'oauth2Messages.logged',
  'quartzMessages.tempRemoved',
  'quartzMessages.sensorRolledUp',
  'quartzMessages.sampleJob',
  'quartzMessages.sampleParamJob',
  'quartzMessages.asyncJobStarted',
  'quartzMessages.asyncJobDone',
]);
/** Tables that never answer a request: operator lines, and the push channels (a WebSocket sends no header). */
const NOT_ANSWERS = new Set(['firstStartLines', 'signInLogLines', 'pushMessages']);

type Table = { readonly [key: string]: unknown };

/** Every text of a table as the current language gives it, functions called with sample arguments. */
function textsOf(name: string, table: Table): [string, string][] {
  return Object.keys(table).flatMap((key): [string, string][] => {
    const value = table[key];
    const path = `${name}.${key}`;
    if (typeof value === 'string') return [[path, value]];
    if (typeof value === 'function')
      return [
        [
          path,
          String((value as (...args: unknown[]) => unknown)(...Array.from({ length: value.length }, () => ['7']))),
        ],
      ];
    return textsOf(path, value as Table);
  });
}

const answeringTables = () => Object.entries(messages).filter(([name]) => !NOT_ANSWERS.has(name)) as [string, Table][];

describe('the message tables', () => {
  it('give English for every message in an English request', () => {
    const english = runInLocale('en', () => answeringTables().flatMap(([name, table]) => textsOf(name, table)));
    expect(english.length).toBeGreaterThan(300);
    const leftInChinese = english.filter(
      ([path, text]) => HAN.test(text) && !KEPT_CHINESE.has(path) && !text.includes('Token失效'),
    );
    expect(leftInChinese).toEqual([]);
  });

  it('give the Chinese texts outside an English request, as before', () => {
    expect(messages.httpMessages.notFound).toBe('路径不存在，请检查路径是否正确');
    expect(messages.validationMessages.required('username')).toBe('缺少必填参数 username');
    expect(messages.onlineMessages.pattern.mobile).toBe('请输入正确手机号');
    expect(runInLocale('zh-CN', () => messages.dictMessages.dictCodeTaken('sex'))).toBe('字典编码 sex 已存在');
    const chinese = answeringTables().flatMap(([name, table]) => textsOf(name, table));
    const english = runInLocale('en', () => answeringTables().flatMap(([name, table]) => textsOf(name, table)));
    expect(chinese.map(([path]) => path)).toEqual(english.map(([path]) => path));
    expect(chinese.filter(([path, text], index) => text === english[index][1] && !KEPT_CHINESE.has(path))).toEqual([]);
  });

  it('keep "Token失效" in English too: clients start the re-login flow on those words', () => {
    expect(runInLocale('en', () => messages.httpMessages.tokenInvalid)).toContain('Token失效');
  });

  it('name a form field in English inside an English message', () => {
    expect(runInLocale('en', () => messages.onlineMessages.required('订单编号'))).toBe('Order no. is required');
    expect(runInLocale('en', () => messages.onlineMessages.required('自定义字段'))).toBe('自定义字段 is required');
    expect(runInLocale('en', () => messages.orderMessages.refusedTransition('已完成', '待接单'))).toBe(
      'An order cannot go from "Completed" to "Awaiting acceptance"',
    );
  });
});

describe('answers over HTTP', () => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await startServer();
    token = await server.login('admin');
  });
  afterAll(() => server.close());

  const call = async (
    headers: Record<string, string | string[]>,
    options: { method: 'GET' | 'POST'; url: string; payload?: unknown; token?: string; contentType?: string },
  ) => {
    const response = await server.call({
      method: options.method,
      url: options.url,
      token: options.token,
      payload: options.payload as string,
      headers: { ...headers, ...(options.contentType ? { 'content-type': options.contentType } : {}) },
    });
    return { status: response.statusCode, headers: response.headers, answer: response.json<Answer>() };
  };

  const cases = [
    {
      name: 'an unknown path (404)',
      options: { method: 'GET', url: '/no/such/path' },
      zh: '路径不存在，请检查路径是否正确',
      en: 'Path not found, please check the path',
    },
    {
      name: 'no session (401)',
      options: { method: 'GET', url: '/sys/user/list' },
      zh: 'Token失效，请重新登录!',
      en: 'The session has expired (Token失效), please sign in again!',
    },
    {
      name: 'a schema violation',
      options: {
        method: 'POST',
        url: '/sys/dict/add',
        payload: { dictName: { text: 'x' }, dictCode: 'x' },
        withToken: true,
      },
      zh: '参数 dictName 应为字符串',
      en: 'Parameter dictName must be a string',
    },
    {
      name: 'a text too long',
      options: {
        method: 'POST',
        url: '/sys/dict/add',
        payload: { dictName: 'x'.repeat(101), dictCode: 'x' },
        withToken: true,
      },
      zh: '参数 dictName 不能超过 100 个字符',
      en: 'Parameter dictName must have at most 100 characters',
    },
    {
      name: 'a missing field',
      options: { method: 'POST', url: '/sys/dict/add', payload: { dictCode: 'x' }, withToken: true },
      zh: '缺少必填参数 dictName',
      en: 'Missing required parameter dictName',
    },
    {
      name: 'a body that is not JSON',
      options: {
        method: 'POST',
        url: '/sys/dict/add',
        payload: '{oops',
        contentType: 'application/json',
        withToken: true,
      },
      zh: '请求体不是合法的 JSON',
      en: 'The request body is not valid JSON',
    },
    {
      name: 'a business refusal',
      options: { method: 'GET', url: '/online/cgform/api/getColumns/no_such_form', withToken: true },
      zh: '表单 no_such_form 不存在',
      en: 'Form no_such_form does not exist',
    },
    {
      name: 'a success message',
      options: { method: 'GET', url: '/sys/dict/refleshCache', withToken: true },
      zh: '刷新缓存完成！',
      en: 'Cache refreshed!',
    },
  ] as const;

  for (const example of cases) {
    it(`${example.name}: English when asked, the Chinese without the header`, async () => {
      const options = { ...example.options, token: 'withToken' in example.options ? token : undefined };
      const english = await call(ENGLISH, options);
      const chinese = await call({}, options);
      expect(english.answer.message).toBe(example.en);
      expect(chinese.answer.message).toBe(example.zh);
      expect(english.status).toBe(chinese.status);
      expect({ ...english.answer, message: '', result: null, timestamp: 0 }).toEqual({
        ...chinese.answer,
        message: '',
        result: null,
        timestamp: 0,
      });
    });
  }

  it('without the header the wire is what it was: same answer and the same headers as a request asking for Chinese', async () => {
    for (const example of cases) {
      const options = { ...example.options, token: 'withToken' in example.options ? token : undefined };
      const none = await call({}, options);
      const chinese = await call({ 'x-farm-locale': 'zh-CN' }, options);
      expect({ ...none.answer, timestamp: 0 }).toEqual({ ...chinese.answer, timestamp: 0 });
      const names = (headers: Record<string, unknown>) =>
        Object.keys(headers)
          .filter((name) => name !== 'date')
          .sort();
      expect(names(none.headers)).toEqual(names(chinese.headers));
      expect(String(none.headers.vary ?? '')).not.toMatch(/locale/i);
    }
  });

  it.each([
    ['a region tag', 'en-US'],
    ['another language', 'fr'],
    ['an empty value', ''],
    ['a very long value', 'en'.repeat(4000)],
    ['a prototype key', '__proto__'],
    ['script', '<script>alert(1)</script>'],
    ['the header twice', ['en', 'en']],
  ])('%s is answered in Chinese, never a server error', async (_case, value) => {
    const { status, answer } = await call(
      { 'x-farm-locale': value },
      { method: 'GET', url: '/online/cgform/api/getColumns/no_such_form', token },
    );
    expect(status).toBe(200);
    expect(answer.message).toBe('表单 no_such_form 不存在');
  });

  it('accepts "en" in any case and with blanks around it', async () => {
    for (const value of ['EN', ' en ']) {
      const { answer } = await call(
        { 'x-farm-locale': value },
        { method: 'GET', url: '/online/cgform/api/getColumns/no_such_form', token },
      );
      expect(answer.message).toBe('Form no_such_form does not exist');
    }
  });

  it('answers concurrent requests each in its own language', async () => {
    const asks = Array.from({ length: 20 }, (_, index) => (index % 2 ? ENGLISH : {}));
    const answers = await Promise.all(
      asks.map((headers) =>
        call(headers, { method: 'POST', url: '/sys/dict/add', payload: { dictName: 'x', dictCode: 'sex' }, token }),
      ),
    );
    expect(answers.map(({ answer }) => answer.message)).toEqual(
      asks.map((headers) =>
        'x-farm-locale' in headers ? 'Dictionary code sex already exists' : '字典编码 sex 已存在',
      ),
    );
  });
});
