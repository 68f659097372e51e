import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGNATURE_VALIDITY_MS, signedParameters, signParameters } from '../../server/http';
import { httpMessages } from '../../server/messages';
import { startServer, type Answer, type TestServer } from './support/test-server';

const SECRET = 'configured-sign-secret-for-tests';
const TABLE_DICT = '/sys/dict/getDictItems/sys_user,realname,username';

describe("the signature algorithm (JeecgBoot's)", () => {
  it("is the upper-case MD5 of the sorted parameters' JSON followed by the secret", () => {
    const expected = createHash('md5')
      .update('{"keyword":"张","x-path-variable":"sys_user,realname,username"}' + 'abc')
      .digest('hex')
      .toUpperCase();
    expect(signParameters({ 'x-path-variable': 'sys_user,realname,username', keyword: '张' }, 'abc')).toBe(expected);
  });

  it('takes a comma-holding last path segment as x-path-variable, decodes the query, and leaves out _t', () => {
    expect(
      signedParameters(
        '/farm-machine/sys/dict/getDictItems/sys_user%2Crealname,username?keyword=%E5%BC%A0&_t=1726800000',
        undefined,
        'GET',
      ),
    ).toEqual({
      'x-path-variable': 'sys_user,realname,username',
      keyword: '张',
    });
  });

  it('writes keys in plain string order, integer-like ones included', () => {
    const expected = createHash('md5').update('{"10":"b","9":"a"}s').digest('hex').toUpperCase();
    expect(signParameters({ 9: 'a', 10: 'b' }, 's')).toBe(expected);
  });
});

describe('signed routes with a configured secret', () => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await startServer({ signSecret: SECRET });
    token = await server.login('admin');
  });
  afterAll(() => server.close());

  const get = (headers: Record<string, string>) =>
    server.call({ method: 'GET', url: TABLE_DICT, token, headers }).then((r) => r.json<Answer>());
  const sign = () => signParameters({ 'x-path-variable': 'sys_user,realname,username' }, SECRET);

  it('serve a request signed with the secret and a fresh timestamp', async () => {
    const answer = await get({ 'X-Sign': sign(), 'X-TIMESTAMP': String(server.clock.now) });
    expect(answer.success).toBe(true);
    expect(answer.result).toContainEqual(expect.objectContaining({ value: 'zhangsan', text: '张三' }));
  });

  it('refuse a request without signature headers', async () => {
    expect(await get({})).toMatchObject({ success: false, message: httpMessages.signIncomplete });
  });

  it('refuse a wrong signature', async () => {
    const wrong = signParameters({ 'x-path-variable': 'sys_user,realname,username' }, 'the-public-default');
    expect(await get({ 'X-Sign': wrong, 'X-TIMESTAMP': String(server.clock.now) })).toMatchObject({
      success: false,
      message: httpMessages.signInvalid,
    });
  });

  it('refuse a timestamp older than five minutes', async () => {
    const stale = String(server.clock.now - SIGNATURE_VALIDITY_MS - 1000);
    expect(await get({ 'X-Sign': sign(), 'X-TIMESTAMP': stale })).toMatchObject({
      success: false,
      message: httpMessages.signExpired,
    });
  });

  it('leave unsigned routes alone', async () => {
    const answer = (await server.call({ method: 'GET', url: '/sys/dict/queryAllDictItems', token })).json<Answer>();
    expect(answer.success).toBe(true);
  });
});

describe('signed routes without a configured secret', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => server.close());

  it('are served unsigned: verification is opt-in, so clients that cannot know a secret are not locked out', async () => {
    const token = await server.login('admin');
    const answer = (await server.call({ method: 'GET', url: TABLE_DICT, token })).json<Answer>();
    expect(answer.success).toBe(true);
  });
});
