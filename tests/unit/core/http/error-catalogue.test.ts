import { afterEach, describe, expect, it, vi } from 'vitest';
import { RELOAD_AFTER_401_MS } from '../../../../elements/core/http';
import { setLocale } from '../../../../elements/core/i18n';
import { clientWith } from './client-fixture';
import { settle, type Answer } from './fake-backend';

afterEach(() => {
  vi.useRealTimers();
  setLocale('zh-CN');
});

const status = (code: number, message = ''): Answer => ({
  status: code,
  data: { success: false, message, code, result: null },
});

async function failWith(answer: Answer, overrides = {}) {
  const setup = clientWith(() => answer, overrides);
  await expect(setup.client.getAction('/x')).rejects.toBeTruthy();
  await settle();
  return setup;
}

describe('HTTP error notices are titled 系统提示 with the catalogue’s texts', () => {
  it.each([
    [403, '拒绝访问'],
    [404, '很抱歉，资源未找到!'],
    [504, '网络超时'],
  ])('HTTP %i shows %s', async (code, text) => {
    const { notify } = await failWith(status(code, 'server text'));
    expect(notify.errors).toEqual([{ title: '系统提示', message: text }]);
  });

  it('a timeout shows 网络超时', async () => {
    const { notify } = await failWith({ fail: 'timeout' });
    expect(notify.errors).toEqual([{ title: '系统提示', message: '网络超时' }]);
  });

  it('other statuses show the server message', async () => {
    const { notify } = await failWith(status(400, '参数不合法'));
    expect(notify.errors).toEqual([{ title: '系统提示', message: '参数不合法' }]);
  });

  it('a 500 without Token失效 shows the server message', async () => {
    const { notify } = await failWith(status(500, '操作失败，记录不存在'));
    expect(notify.errors).toEqual([{ title: '系统提示', message: '操作失败，记录不存在' }]);
  });

  it('a status without a server message names the status', async () => {
    const { notify } = await failWith({ status: 502, data: '<html>bad gateway</html>' });
    expect(notify.errors).toEqual([{ title: '系统提示', message: '请求失败（状态码 502）' }]);
  });

  it('speaks English when the locale is en', async () => {
    setLocale('en');
    const { notify } = await failWith(status(403));
    expect(notify.errors).toEqual([{ title: 'System notice', message: 'Access denied' }]);
  });

  it('a cancelled request shows nothing', async () => {
    const controller = new AbortController();
    const { client, notify } = clientWith(() => new Promise<Answer>(() => undefined));
    const pending = client.getAction('/x', undefined, { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toBeTruthy();
    await settle();
    expect(notify.errors).toEqual([]);
  });
});

describe('HTTP 401: login-expired notice, logout, reload after 1.5 s', () => {
  it('logs out and reloads the page 1.5 s later', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { notify, calls } = await failWith(status(401));
    expect(notify.errors).toEqual([{ title: '系统提示', message: '很抱歉，登录已过期，请重新登录' }]);
    expect(calls.logouts).toBe(1);
    vi.advanceTimersByTime(RELOAD_AFTER_401_MS - 1);
    expect(calls.reloads).toBe(0);
    vi.advanceTimersByTime(1);
    expect(calls.reloads).toBe(1);
    expect(RELOAD_AFTER_401_MS).toBe(1500);
  });

  it('only shows the notice when nobody is logged in', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { notify, calls } = await failWith(status(401), { getToken: () => null });
    vi.advanceTimersByTime(5000);
    expect(notify.errors).toHaveLength(1);
    expect([calls.logouts, calls.reloads]).toEqual([0, 0]);
  });

  it('ten concurrent 401s give one notice, one logout and one reload', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { client, notify, calls } = clientWith(() => status(401));
    const failures = Array.from({ length: 10 }, () => client.getAction('/x').catch(() => 'failed'));
    expect(await Promise.all(failures)).toEqual(Array(10).fill('failed'));
    await settle();
    vi.advanceTimersByTime(RELOAD_AFTER_401_MS);
    expect([notify.errors.length, calls.logouts, calls.reloads]).toEqual([1, 1, 1]);
  });
});

describe('HTTP 500 with Token失效 while logged in: the re-login dialog', () => {
  const tokenInvalid = status(500, 'Token失效，请重新登录!');

  it('asks 登录已过期 / 很抱歉，登录已过期，请重新登录 with a 重新登录 button', async () => {
    const { notify, calls } = await failWith(tokenInvalid);
    expect(notify.dialogs).toEqual([
      { title: '登录已过期', content: '很抱歉，登录已过期，请重新登录', okText: '重新登录' },
    ]);
    expect(notify.errors).toEqual([]);
    expect([calls.logouts, calls.tokenCleared, calls.reloads]).toEqual([0, 0, 0]);
  });

  it('re-login logs out, clears the token and reloads', async () => {
    const { notify, calls } = await failWith(tokenInvalid);
    notify.confirm();
    await settle();
    expect([calls.logouts, calls.tokenCleared, calls.reloads]).toEqual([1, 1, 1]);
  });

  it('ten concurrent Token失效 answers open one dialog', async () => {
    const { client, notify } = clientWith(() => tokenInvalid);
    await Promise.all(Array.from({ length: 10 }, () => client.getAction('/x').catch(() => undefined)));
    await settle();
    expect(notify.dialogs).toHaveLength(1);
  });

  it('asks again after the dialog was dismissed', async () => {
    const { client, notify, calls } = clientWith(() => tokenInvalid);
    await client.getAction('/x').catch(() => undefined);
    await settle();
    notify.dismiss();
    await settle();
    await client.getAction('/x').catch(() => undefined);
    await settle();
    expect(notify.dialogs).toHaveLength(2);
    expect(calls.logouts).toBe(0);
  });

  it('in an enterprise-chat browser shows a loading message instead', async () => {
    const { notify } = await failWith(tokenInvalid, { isEnterpriseChatBrowser: () => true });
    expect(notify.dialogs).toEqual([]);
    expect(notify.loadings).toEqual(['登录已过期，正在重新登录']);
  });

  it('when logged out, shows the server message like any other 500', async () => {
    const { notify } = await failWith(tokenInvalid, { getToken: () => null });
    expect(notify.dialogs).toEqual([]);
    expect(notify.errors).toEqual([{ title: '系统提示', message: 'Token失效，请重新登录!' }]);
  });
});
