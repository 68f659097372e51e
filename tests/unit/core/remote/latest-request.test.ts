import { AxiosError } from 'axios';
import { describe, expect, it } from 'vitest';
import { HttpFailure } from '../../../../elements/core/http';
import { createLatestRequest, sameKey, type RemoteSnapshot } from '../../../../elements/core/remote';

interface Deferred<T> {
  promise: Promise<T>;
  resolve: (value: T) => void;
  reject: (reason: unknown) => void;
}

function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

function tracked<T>(initial: RemoteSnapshot<T> = { data: undefined, loading: false, error: null }) {
  const snapshots: RemoteSnapshot<T>[] = [];
  const errors: string[] = [];
  const request = createLatestRequest<T>(initial, {
    onChange: (snapshot) => snapshots.push(snapshot),
    onError: (message) => errors.push(message),
  });
  return { request, snapshots, errors };
}

describe('a remote read shows only the newest answer', () => {
  it('drops an older answer that arrives after a newer one', async () => {
    const { request } = tracked<string>();
    const first = deferred<string>();
    const second = deferred<string>();
    const firstRun = request.run(() => first.promise);
    const secondRun = request.run(() => second.promise);
    second.resolve('newer');
    await expect(secondRun).resolves.toBe(true);
    first.resolve('older');
    await expect(firstRun).resolves.toBe(false);
    expect(request.snapshot()).toEqual({ data: 'newer', loading: false, error: null });
  });

  it('aborts the older load when a newer one starts', () => {
    const { request } = tracked<string>();
    const signals: AbortSignal[] = [];
    const never = (signal: AbortSignal) => {
      signals.push(signal);
      return new Promise<string>(() => undefined);
    };
    void request.run(never);
    void request.run(never);
    expect(signals.map((signal) => signal.aborted)).toEqual([true, false]);
  });

  it('says nothing about a load aborted by a key change or an unmount', async () => {
    const { request, errors } = tracked<string>();
    const answer = deferred<string>();
    const run = request.run(() => answer.promise);
    request.abort();
    answer.reject(new Error('canceled'));
    await expect(run).resolves.toBe(false);
    expect(errors).toEqual([]);
    expect(request.snapshot().error).toBeNull();
  });

  it('drops an older failure once a newer load has started', async () => {
    const { request, errors } = tracked<string>();
    const first = deferred<string>();
    void request.run(() => first.promise);
    const second = request.run(() => Promise.resolve('fresh'));
    first.reject(new HttpFailure('旧的失败'));
    await second;
    await Promise.resolve();
    expect(errors).toEqual([]);
    expect(request.snapshot()).toEqual({ data: 'fresh', loading: false, error: null });
  });
});

describe('a failed read keeps what was shown', () => {
  it('keeps the last data and carries the refusal message of the server', async () => {
    const { request, errors } = tracked<string>({ data: 'shown', loading: false, error: null });
    await expect(request.run(() => Promise.reject(new HttpFailure('未授权的查询')))).resolves.toBe(false);
    expect(request.snapshot()).toEqual({ data: 'shown', loading: false, error: '未授权的查询' });
    expect(errors).toEqual(['未授权的查询']);
  });

  it("takes the server's message from an error status, else the error's own text", async () => {
    const { request } = tracked<string>();
    const refused = new AxiosError('Request failed with status code 400', 'ERR_BAD_REQUEST');
    refused.response = { data: { success: false, message: '参数错误' } } as AxiosError['response'];
    await request.run(() => Promise.reject(refused));
    expect(request.snapshot().error).toBe('参数错误');
    await request.run(() => Promise.reject(new AxiosError('timeout of 9000ms exceeded', 'ECONNABORTED')));
    expect(request.snapshot().error).toBe('timeout of 9000ms exceeded');
  });

  it('clears the error when the next load starts and succeeds', async () => {
    const { request, snapshots } = tracked<string>();
    await request.run(() => Promise.reject(new HttpFailure('失败')));
    await request.run(() => Promise.resolve('ok'));
    expect(snapshots.at(-2)).toEqual({ data: undefined, loading: true, error: null });
    expect(request.snapshot()).toEqual({ data: 'ok', loading: false, error: null });
  });
});

describe('stopping a read', () => {
  it('aborts the running load and shows nothing loading', () => {
    const { request } = tracked<string>();
    let signal: AbortSignal | undefined;
    void request.run((given) => {
      signal = given;
      return new Promise<string>(() => undefined);
    });
    request.stop();
    expect(signal?.aborted).toBe(true);
    expect(request.snapshot().loading).toBe(false);
  });
});

describe('remote-data keys', () => {
  it('are the same when every part is, as React compares deps', () => {
    const fixed = { pageNo: 1 };
    expect(sameKey(['/list', fixed, 1], ['/list', fixed, 1])).toBe(true);
    expect(sameKey(['/list', fixed], ['/list', { pageNo: 1 }])).toBe(false);
    expect(sameKey(['/list'], ['/list', 1])).toBe(false);
    expect(sameKey([Number.NaN], [Number.NaN])).toBe(true);
  });
});
