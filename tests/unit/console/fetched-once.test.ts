import { describe, expect, it } from 'vitest';
import { fetchedOnce } from '../../../console/lazy';

describe('a fetch made on first need', () => {
  it('shares one fetch between callers, and gives what it brought once it has', async () => {
    let fetches = 0;
    const charts = fetchedOnce(async () => {
      fetches += 1;
      return { name: 'echarts' };
    });
    expect(fetches).toBe(0);
    expect(charts.value()).toBeUndefined();
    const first = charts.load();
    expect(charts.load()).toBe(first);
    expect(await first).toEqual({ name: 'echarts' });
    expect(charts.value()).toEqual({ name: 'echarts' });
    expect(charts.load()).toBe(first);
    expect(fetches).toBe(1);
  });

  it('keeps a failure, as the browser keeps a module it could not fetch, and has nothing to give', async () => {
    let fetches = 0;
    const charts = fetchedOnce(async () => {
      fetches += 1;
      throw new Error('chunk missing');
    });
    const first = charts.load();
    await expect(first).rejects.toThrow('chunk missing');
    expect(charts.load()).toBe(first);
    expect(charts.value()).toBeUndefined();
    expect(fetches).toBe(1);
  });
});
