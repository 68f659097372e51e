import { afterEach, describe, expect, it, vi } from 'vitest';
import { VIEW_LOAD_TIMEOUT_MS, ViewLoadError, viewGroup, type SettledThenable } from '../../../console/lazy';

describe('a group of views fetched on demand', () => {
  it("fetches once, and marks the module on the promise once it has arrived, as React's use() reads it", async () => {
    let fetches = 0;
    const group = viewGroup(async () => {
      fetches += 1;
      return { name: 'shell' };
    });
    expect(group.value()).toBeUndefined();
    const first = group.load() as SettledThenable<{ name: string }>;
    expect(first.status).toBeUndefined();
    expect(group.value()).toBeUndefined();
    expect(group.load()).toBe(first);
    expect(await first).toEqual({ name: 'shell' });
    expect(first.status).toBe('fulfilled');
    expect(first.value).toEqual({ name: 'shell' });
    // A view mounted after the arrival draws with it at once.
    expect(group.value()).toEqual({ name: 'shell' });
    expect(fetches).toBe(1);
  });

  it('keeps a failed fetch for rendering, so that the error boundary gets it', async () => {
    let fetches = 0;
    const group = viewGroup(async () => {
      fetches += 1;
      throw new Error('chunk missing');
    });
    const first = group.load() as SettledThenable<unknown>;
    await expect(first).rejects.toThrow('chunk missing');
    expect(first.status).toBe('rejected');
    expect(group.value()).toBeUndefined();
    expect(group.load()).toBe(first);
    expect(fetches).toBe(1);
  });

  it('forgets a failed fetch ahead of need, so that rendering tries once more', async () => {
    let fetches = 0;
    const group = viewGroup(async () => {
      fetches += 1;
      if (fetches === 1) throw new Error('network hiccup');
      return { name: 'shell' };
    });
    group.prefetch();
    // Handlers run in the order they were attached: once this one has, the prefetch has let go.
    await expect(group.load()).rejects.toThrow('network hiccup');
    expect(await group.load()).toEqual({ name: 'shell' });
    expect(fetches).toBe(2);
  });

  describe('time limit', () => {
    afterEach(() => vi.useRealTimers());

    it('fails with load-failed when the chunk has not arrived after 120 seconds', async () => {
      vi.useFakeTimers();
      const group = viewGroup(() => new Promise<never>(() => undefined));
      const loading = group.load();
      const failed = expect(loading).rejects.toMatchObject({ name: 'ViewLoadError', code: 'load-failed' });
      await vi.advanceTimersByTimeAsync(VIEW_LOAD_TIMEOUT_MS - 1);
      expect((loading as SettledThenable<never>).status).toBeUndefined();
      await vi.advanceTimersByTimeAsync(1);
      await failed;
      expect(VIEW_LOAD_TIMEOUT_MS).toBe(120_000);
    });

    it('takes a chunk that arrives just in time, and names any other failure load-failed with its cause', async () => {
      vi.useFakeTimers();
      const late = viewGroup(
        () =>
          new Promise<{ name: string }>((resolve) =>
            setTimeout(() => resolve({ name: 'shell' }), VIEW_LOAD_TIMEOUT_MS - 1),
          ),
      );
      const arriving = late.load();
      await vi.advanceTimersByTimeAsync(VIEW_LOAD_TIMEOUT_MS - 1);
      expect(await arriving).toEqual({ name: 'shell' });

      const cause = new TypeError('Failed to fetch dynamically imported module');
      const broken = viewGroup(() => Promise.reject(cause));
      const failure = await broken.load().catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(ViewLoadError);
      expect(failure).toMatchObject({ code: 'load-failed', message: cause.message, cause });
    });
  });
});
