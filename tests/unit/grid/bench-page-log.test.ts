import { describe, expect, it } from 'vitest';
import { failedCell, pageLog } from '../../../bench/grid/page-log';

const work = (mountMs: number) => async () => ({ mountMs, heapMb: 1, editMs: mountMs * 2 });
const scroll = (fps: number) => async () => ({
  fps,
  longestFrameMs: 20,
  styleMsPerFrame: 1,
  layoutMsPerFrame: 1,
  scriptMsPerFrame: 1,
});
const never = async (): Promise<never> => {
  throw new Error('page.waitForFunction: Timeout 30000ms exceeded.\nCall log: ...');
};

describe('the grid benchmark page log', () => {
  it('counts a page that never finished, goes on, and takes the medians of the pages that completed', async () => {
    const lines: string[] = [];
    const log = pageLog((line) => lines.push(line));
    await log.work('ours:dates:10000', work(10));
    await log.work('ours:dates:10000', never);
    await log.work('ours:dates:10000', work(30));
    await log.work('ours:dates:10000', work(20));
    await log.scroll('ours:dates:10000', scroll(58));
    const figures = log.medians().get('ours:dates:10000');
    expect(figures?.mountMs).toBe(20);
    expect(figures?.editMs).toBe(40);
    expect(figures?.fps).toBe(58);
    expect(failedCell(log, 'ours:dates:10000')).toBe('1 of 5');
    expect(lines.filter((line) => line.includes('failed'))).toEqual([
      'ours:dates:10000: failed, counted and left out of the medians: page.waitForFunction: Timeout 30000ms exceeded.\n',
    ]);
  });

  it('keeps a key whose every page failed, its figures not a number', async () => {
    const log = pageLog(() => undefined);
    await log.work('ours-before:text:10000', never);
    await log.scroll('ours-before:text:10000', never);
    await log.work('ours:text:10000', work(5));
    expect(Number.isNaN(log.medians().get('ours-before:text:10000')?.mountMs)).toBe(true);
    expect(failedCell(log, 'ours-before:text:10000')).toBe('2 of 2');
    expect(failedCell(log, 'ours:text:10000')).toBe('none');
  });
});
