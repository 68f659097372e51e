import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  collectSignParams,
  getHttpConfig,
  isSignedPath,
  JEECG_SIGNED_URLS,
  signParams,
} from '../../../../elements/core/http';
import { clientWith } from './client-fixture';
import { ok } from './fake-backend';

// An independent oracle: upper-case MD5 (node:crypto) of the sorted parameters' JSON + secret.
const expectedSign = (json: string, secret: string) =>
  createHash('md5')
    .update(json + secret, 'utf8')
    .digest('hex')
    .toUpperCase();

describe('X-Sign is the upper-case MD5 of the sorted parameters’ JSON followed by the secret', () => {
  it('sorts keys and turns numbers and booleans into strings', () => {
    const params = collectSignParams('/sys/dict/loadDict/sex', { pageSize: 10, keyword: '男', all: true });
    expect(signParams(params, 's3cret')).toBe(expectedSign('{"all":"true","keyword":"男","pageSize":"10"}', 's3cret'));
  });

  it('orders integer-like keys as plain strings, like the server’s sorted map', () => {
    expect(signParams({ b: '1', 10: 'x', 2: 'y' }, 'k')).toBe(expectedSign('{"10":"x","2":"y","b":"1"}', 'k'));
  });

  it('counts a comma-holding last path segment as x-path-variable, decoded', () => {
    const params = collectSignParams('/sys/dict/getDictItems/sys_user,realname,id,username%21%3D%27admin%27');
    expect(params).toEqual({ 'x-path-variable': "sys_user,realname,id,username!='admin'" });
  });

  it('merges the URL query, the params and a plain-object body, and never signs _t', () => {
    const params = collectSignParams('/sys/sms?mobile=138%200000&_t=1', { _t: 99, a: 1 }, { b: 'x', n: null });
    expect(params).toEqual({ mobile: '138 0000', a: '1', b: 'x' });
  });
});

describe('signed requests carry X-Sign and X-TIMESTAMP (ms)', () => {
  it('signs a request to a configured URL with its query params, ignoring _t', async () => {
    const before = Date.now();
    const { client, requests } = clientWith(() => ok(), { signSecret: 'k1', signedUrls: JEECG_SIGNED_URLS });
    await client.getAction('/sys/dict/loadDict/sys_user,realname,id', { keyword: 'a', pageSize: 10 });
    const headers = requests[0].headers;
    expect(headers.get('X-Sign')).toBe(
      expectedSign('{"keyword":"a","pageSize":"10","x-path-variable":"sys_user,realname,id"}', 'k1'),
    );
    const timestamp = Number(headers.get('X-TIMESTAMP'));
    expect(timestamp).toBeGreaterThanOrEqual(before);
    expect(timestamp).toBeLessThanOrEqual(Date.now());
  });

  it('signs the JSON body of a POST', async () => {
    const { client, requests } = clientWith(() => ok(), { signSecret: 'k2', signedUrls: ['/sys/sms'] });
    await client.postAction('/sys/sms', { mobile: '13800000000', smsmode: 2 });
    expect(requests[0].headers.get('X-Sign')).toBe(expectedSign('{"mobile":"13800000000","smsmode":"2"}', 'k2'));
  });

  it('leaves other requests unsigned', async () => {
    const { client, requests } = clientWith(() => ok(), { signSecret: 'k1', signedUrls: JEECG_SIGNED_URLS });
    await client.getAction('/sys/user/list');
    expect(requests[0].headers.has('X-Sign')).toBe(false);
    expect(requests[0].headers.has('X-TIMESTAMP')).toBe(false);
  });

  it('refuses to send a signed request when no secret is configured', async () => {
    const { client, requests, notify } = clientWith(() => ok(), {
      signSecret: null,
      signedUrls: ['/sys/dict/loadDict/*'],
    });
    await expect(client.getAction('/sys/dict/loadDict/sex')).rejects.toThrow('/sys/dict/loadDict/sex');
    expect(requests).toHaveLength(0);
    expect(notify.errors).toEqual([]);
  });

  it('has no secret by default, so the public JeecgBoot secret is never ours', () => {
    expect(getHttpConfig().signSecret).toBeNull();
    expect(getHttpConfig().signedUrls).toEqual([]);
  });
});

describe('which URLs are signed', () => {
  it("matches '*' within one path segment and strips base path, origin and query", () => {
    expect(isSignedPath('/sys/dict/getDictItems/sex', JEECG_SIGNED_URLS)).toBe(true);
    expect(isSignedPath('sys/dict/loadTreeData?pid=1', JEECG_SIGNED_URLS)).toBe(true);
    expect(isSignedPath('/sys/dict/getDictItems/a/b', JEECG_SIGNED_URLS)).toBe(false);
    expect(isSignedPath('/sys/dict/list', JEECG_SIGNED_URLS)).toBe(false);
    expect(isSignedPath('/sys/anything/deep/path', [/^\/sys\/anything\//])).toBe(true);
  });

  it('signs an absolute URL under the base path', async () => {
    const { client, requests } = clientWith(() => ok(), { signSecret: 'k', signedUrls: ['/sys/dict/loadTreeData'] });
    await client.getAction('http://api.example.com/farm-machine/sys/dict/loadTreeData');
    expect(requests[0].headers.has('X-Sign')).toBe(true);
  });
});
