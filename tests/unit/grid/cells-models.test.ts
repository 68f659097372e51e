import { describe, expect, it } from 'vitest';
import { popupPosition } from '../../../elements/core/ui/popup/popup-position';
import { columnWidth, sharedColumnWidth } from '../../../elements/grid/model/column-widths';
import { cachedText, createTextCache } from '../../../elements/grid/model/text-cache';

describe('column widths (spec 9)', () => {
  it('columns without a width share 92% among the visible columns, never under 120 px', () => {
    expect(sharedColumnWidth(4)).toBe('max(120px, 23%)');
    expect(sharedColumnWidth(3)).toBe('max(120px, 30.667%)');
    expect(sharedColumnWidth(0)).toBe(120);
  });

  it("a column's own width wins over its type's, which wins over the share", () => {
    expect(columnWidth(90, 220, 4)).toBe(90);
    expect(columnWidth(undefined, 220, 4)).toBe(220);
    expect(columnWidth(undefined, undefined, 2)).toBe('max(120px, 46%)');
  });
});

describe('pop-up position', () => {
  const viewport = { width: 1000, height: 800 };

  it('opens under the anchor at its left edge', () => {
    expect(popupPosition({ left: 100, top: 200, bottom: 261 }, 300, 210, viewport)).toEqual({ left: 100, top: 261 });
  });

  it('opens above when there is no room below, and stays inside the viewport', () => {
    expect(popupPosition({ left: 900, top: 700, bottom: 761 }, 300, 210, viewport)).toEqual({ left: 700, top: 490 });
  });
});

describe('shown-text cache', () => {
  it('asks once for the values requested in the same task, and not again for known ones', async () => {
    const asked: string[][] = [];
    const cache = createTextCache(async (values) => {
      asked.push(values);
      return new Map(values.map((value) => [value, value.toUpperCase()]));
    });
    await Promise.all([cache.request(['a', 'b']), cache.request(['b', 'c'])]);
    expect(asked).toEqual([['a', 'b', 'c']]);
    expect(cachedText(cache, ['c', 'a', 'x'])).toBe('C,A,x');
    await cache.request(['a']);
    expect(asked).toHaveLength(1);
  });

  it('a value the answer leaves out shows as itself; a remembered text needs no request', async () => {
    const asked: string[][] = [];
    const cache = createTextCache(async (values) => {
      asked.push(values);
      return new Map([['u1', '管理员']]);
    });
    cache.remember([['u9', '新人']]);
    await cache.request(['u1', 'u2', 'u9']);
    expect(asked).toEqual([['u1', 'u2']]);
    expect(cachedText(cache, ['u1', 'u2', 'u9'])).toBe('管理员,u2,新人');
  });

  it('a failed request is not kept: the next request asks again', async () => {
    let fail = true;
    const cache = createTextCache(async (values) => {
      if (fail) throw new Error('offline');
      return new Map(values.map((value) => [value, `#${value}`]));
    });
    await expect(cache.request(['a'])).rejects.toThrow('offline');
    expect(cachedText(cache, ['a'])).toBe('a');
    fail = false;
    await cache.request(['a']);
    expect(cachedText(cache, ['a'])).toBe('#a');
  });
});
