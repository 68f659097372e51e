import { describe, expect, it } from 'vitest';
import { clientWith } from './client-fixture';
import { ok } from './fake-backend';

describe('identical GETs in flight can share one request (optional)', () => {
  it('sends one request for identical concurrent GETs when switched on, each caller getting the answer', async () => {
    const { client, requests } = clientWith(() => ok([1]), { dedupeGets: true });
    const answers = await Promise.all([client.getAction('/list', { a: 1 }), client.getAction('/list', { a: 1 })]);
    expect(requests).toHaveLength(1);
    expect(answers.map((answer) => answer.result)).toEqual([[1], [1]]);
  });

  it('still sends different GETs, POSTs and later GETs', async () => {
    const { client, requests } = clientWith(() => ok(), { dedupeGets: true });
    await Promise.all([client.getAction('/list', { a: 1 }), client.getAction('/list', { a: 2 })]);
    await Promise.all([client.postAction('/add', {}), client.postAction('/add', {})]);
    await client.getAction('/list', { a: 1 });
    expect(requests).toHaveLength(5);
  });

  it('is off by default', async () => {
    const { client, requests } = clientWith(() => ok());
    await Promise.all([client.getAction('/list'), client.getAction('/list')]);
    expect(requests).toHaveLength(2);
  });
});

describe('a caller of a shared GET that aborts', () => {
  /** A backend holding each answer until the test lets it go, noting whether its request was cancelled. */
  function heldBackend() {
    const held: { release: () => void; cancelled: () => boolean }[] = [];
    const answer = (request: { signal?: unknown }) =>
      new Promise<ReturnType<typeof ok>>((resolve) => {
        const signal = request.signal as AbortSignal | undefined;
        held.push({ release: () => resolve(ok([1])), cancelled: () => Boolean(signal?.aborted) });
      });
    return { held, answer };
  }

  it('stops waiting alone: the other caller still gets the answer and the request is not cancelled', async () => {
    const { held, answer } = heldBackend();
    const { client, requests } = clientWith(answer, { dedupeGets: true });
    const leaving = new AbortController();
    const first = client.getAction('/list', { a: 1 }, { signal: leaving.signal });
    const second = client.getAction('/list', { a: 1 });
    await expect.poll(() => held.length).toBe(1);
    leaving.abort();
    await expect(first).rejects.toMatchObject({ name: 'CanceledError' });
    expect(held[0]?.cancelled()).toBe(false);
    held[0]?.release();
    expect((await second).result).toEqual([1]);
    expect(requests).toHaveLength(1);
  });

  it('cancels the request once every caller has aborted, and the next identical GET is sent anew', async () => {
    const { held, answer } = heldBackend();
    const { client, requests } = clientWith(answer, { dedupeGets: true });
    const one = new AbortController();
    const two = new AbortController();
    const first = client.getAction('/list', { a: 1 }, { signal: one.signal });
    const second = client.getAction('/list', { a: 1 }, { signal: two.signal });
    await expect.poll(() => held.length).toBe(1);
    one.abort();
    two.abort();
    await expect(first).rejects.toMatchObject({ name: 'CanceledError' });
    await expect(second).rejects.toMatchObject({ name: 'CanceledError' });
    expect(held[0]?.cancelled()).toBe(true);
    const third = client.getAction('/list', { a: 1 });
    await expect.poll(() => held.length).toBe(2);
    held[1]?.release();
    expect((await third).result).toEqual([1]);
    expect(requests).toHaveLength(2);
  });
});
