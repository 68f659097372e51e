import { describe, expect, it } from 'vitest';
import { viewGroup } from '../../../console/app/view-group';

describe('a group of views fetched on demand', () => {
  it('fetches once, and hands the module over synchronously once it has arrived', async () => {
    let fetches = 0;
    const group = viewGroup(async () => {
      fetches += 1;
      return { name: 'shell' };
    });
    expect(group.loaded()).toBeNull();
    const first = group.load();
    expect(group.load()).toBe(first);
    expect(await first).toEqual({ name: 'shell' });
    expect(group.loaded()).toEqual({ name: 'shell' });
    expect(fetches).toBe(1);
  });

  it('keeps a failed fetch for rendering, so that the error boundary gets it', async () => {
    let fetches = 0;
    const group = viewGroup(async () => {
      fetches += 1;
      throw new Error('chunk missing');
    });
    const first = group.load();
    await expect(first).rejects.toThrow('chunk missing');
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
});
