import { describe, expect, it } from 'vitest';
import {
  drawnIndices,
  rowWindow,
  scrollToShow,
  TREE_OVERSCAN,
  TREE_ROW_HEIGHT,
} from '../../../elements/core/ui/tree/tree-window';

// The virtualised tree the pickers' department trees use (elements/core/ui/tree).

describe('the rows a scrolled tree draws', () => {
  it('at the top: the rows in view and the overscan below', () => {
    expect(rowWindow(5000, 0, 400)).toEqual({ start: 0, end: Math.ceil(400 / TREE_ROW_HEIGHT) + 1 + TREE_OVERSCAN });
  });

  it('in the middle: the overscan on both sides of the first row in view', () => {
    const first = 2500;
    const range = rowWindow(5000, first * TREE_ROW_HEIGHT + 10, 400);
    expect(range.start).toBe(first - TREE_OVERSCAN);
    expect(range.end - range.start).toBeLessThan(40);
  });

  it('never past the last row, nor before the first', () => {
    expect(rowWindow(30, 30 * TREE_ROW_HEIGHT, 400).end).toBe(30);
    expect(rowWindow(30, -50, 400).start).toBe(0);
  });
});

describe('scrolling a row into view', () => {
  it('moves only as far as needed, up or down, and not at all for a row in view', () => {
    expect(scrollToShow(3, 280, 400)).toBe(3 * TREE_ROW_HEIGHT);
    expect(scrollToShow(100, 0, 400)).toBe(101 * TREE_ROW_HEIGHT - 400);
    expect(scrollToShow(12, 280, 400)).toBe(280);
  });
});

describe('the focused row', () => {
  it('is drawn wherever it is, in its place among the rows', () => {
    expect(drawnIndices({ start: 10, end: 13 }, 2)).toEqual([2, 10, 11, 12]);
    expect(drawnIndices({ start: 10, end: 13 }, 40)).toEqual([10, 11, 12, 40]);
    expect(drawnIndices({ start: 10, end: 13 }, 11)).toEqual([10, 11, 12]);
    expect(drawnIndices({ start: 10, end: 13 }, -1)).toEqual([10, 11, 12]);
  });
});
