import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PAGE_SIZE,
  DEFAULT_PAGE_SIZE_OPTIONS,
  clampPage,
  itemRange,
  jumpTarget,
  pageAfterResize,
  pageCount,
  pageItems,
  parseJump,
} from '../../../../elements/core/ui';

describe('defaults from the spec', () => {
  it('page size 10 with options 10, 20, 30', () => {
    expect(DEFAULT_PAGE_SIZE).toBe(10);
    expect(DEFAULT_PAGE_SIZE_OPTIONS).toEqual([10, 20, 30]);
  });
});

describe('page count and clamping', () => {
  it('rounds up partial pages and keeps page 1 for an empty list', () => {
    expect(pageCount(101, 10)).toBe(11);
    expect(pageCount(100, 10)).toBe(10);
    expect(pageCount(0, 10)).toBe(1);
  });

  it('keeps a page number within 1..last', () => {
    expect(clampPage(0, 100, 10)).toBe(1);
    expect(clampPage(12, 100, 10)).toBe(10);
    expect(clampPage(3.7, 100, 10)).toBe(3);
    expect(clampPage(Number.NaN, 100, 10)).toBe(1);
  });
});

describe('the a-b range of the total text', () => {
  it('gives the first and last item number of the page', () => {
    expect(itemRange(1, 10, 95)).toEqual([1, 10]);
    expect(itemRange(10, 10, 95)).toEqual([91, 95]);
    expect(itemRange(2, 20, 95)).toEqual([21, 40]);
  });

  it('is 0-0 for an empty list', () => {
    expect(itemRange(1, 10, 0)).toEqual([0, 0]);
  });
});

describe('page buttons', () => {
  it('lists every page when there are nine or fewer', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(5, 9)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('near the start: the first five pages, a forward jump and the last page', () => {
    expect(pageItems(1, 20)).toEqual([1, 2, 3, 4, 5, 'jump-next', 20]);
    expect(pageItems(3, 20)).toEqual([1, 2, 3, 4, 5, 'jump-next', 20]);
    expect(pageItems(4, 20)).toEqual([1, 2, 3, 4, 5, 6, 'jump-next', 20]);
  });

  it('in the middle: both jumps around two pages either side of the current one', () => {
    expect(pageItems(10, 20)).toEqual([1, 'jump-prev', 8, 9, 10, 11, 12, 'jump-next', 20]);
  });

  it('near the end: the first page, a backward jump and the last five pages', () => {
    expect(pageItems(20, 20)).toEqual([1, 'jump-prev', 16, 17, 18, 19, 20]);
    expect(pageItems(17, 20)).toEqual([1, 'jump-prev', 15, 16, 17, 18, 19, 20]);
  });

  it('a jump moves five pages and stops at the ends', () => {
    expect(jumpTarget('jump-next', 10, 20)).toBe(15);
    expect(jumpTarget('jump-prev', 10, 20)).toBe(5);
    expect(jumpTarget('jump-next', 18, 20)).toBe(20);
    expect(jumpTarget('jump-prev', 3, 20)).toBe(1);
  });
});

describe('changing the page size', () => {
  it('stays on the same page when it still exists, else goes to the last', () => {
    expect(pageAfterResize(3, 95, 20)).toBe(3);
    expect(pageAfterResize(10, 95, 30)).toBe(4);
  });
});

describe('quick jumper', () => {
  it('accepts a whole number and clamps it; refuses anything else', () => {
    expect(parseJump(' 7 ', 95, 10)).toBe(7);
    expect(parseJump('99', 95, 10)).toBe(10);
    expect(parseJump('0', 95, 10)).toBe(1);
    expect(parseJump('2.5', 95, 10)).toBeNull();
    expect(parseJump('', 95, 10)).toBeNull();
    expect(parseJump('abc', 95, 10)).toBeNull();
  });
});
