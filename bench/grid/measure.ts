/*
 * One measure of one grid in a fresh page: mount, heap and edit (measureWork) or scrolling
 * (measureScroll). Shared by the contenders' run and the before/after run of bench/grid.bench.ts.
 */
import type { Browser, CDPSession, Page } from '@playwright/test';
import { editEvents, editedText, endsWithEnter, ROW_HEIGHT, type ColumnSet } from './contract';
import { armEditTiming, editFinished, mountTimed, scrollRun } from './in-page';
import type { ScrollFigures, WorkFigures } from './report';

export const SCROLL_ROWS = 2_000;
/** 8 rows (488 px) a frame: 2,000 rows in about 4 s at 60 fps. */
export const ROWS_PER_FRAME = 8;
/** The events of a text edit: the double-click; Control and A; each typed key going down and its text going in; Enter. */
export const EDIT_EVENTS = editEvents('text', 'ours');
/** Quiet time after each measured page closes. */
const SETTLE_MS = 1_000;

/**
 * Flags of the browser that measures mount and edit: it draws a frame as soon as the main thread
 * is free instead of on the display's 60 Hz clock. A grid that draws in a few milliseconds would
 * otherwise show at the next 16.7 ms tick wherever its work ended, and its figure would be that
 * tick, not its work. Scrolling is measured at 60 Hz, as a display shows it.
 */
export const UNPACED_ARGS = ['--disable-gpu-vsync', '--disable-frame-rate-limit'];

const settle = () => new Promise((resolve) => setTimeout(resolve, SETTLE_MS));

/**
 * Longest a page may take (GRID_BENCH_PAGE_DEADLINE_S, default 120 s): every wait of a page gives
 * up after Playwright's 30 s, but an evaluate has no limit of its own, and a page that never
 * answers would hold the whole run. Past it the page is closed and the measure fails.
 */
export const PAGE_DEADLINE_S = Number(process.env.GRID_BENCH_PAGE_DEADLINE_S ?? 120);
const PAGE_DEADLINE_MS = PAGE_DEADLINE_S * 1000;

async function withinDeadline<T>(page: Page, measure: () => Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      reject(new Error(`the page did not finish in ${PAGE_DEADLINE_MS / 1000} s`));
      void page.close();
    }, PAGE_DEADLINE_MS);
  });
  try {
    return await Promise.race([measure(), deadline]);
  } finally {
    clearTimeout(timer);
  }
}

/** Which page and rows a measure opens: a contender's page, its column set, its row count. */
export interface PageSpec {
  name: string;
  columns: ColumnSet;
  rows: number;
  /** Rows the page holds beside the grid's (the style-time control). */
  ballastRows?: number;
}

async function openPage(browser: Browser, baseURL: string, spec: PageSpec): Promise<Page> {
  const page = await browser.newPage({ baseURL, viewport: { width: 1400, height: 900 } });
  // tsx keeps function names through a `__name` helper, which the functions carry into the page.
  await page.addInitScript('window.__name = (target) => target;');
  page.on('pageerror', (error) => process.stderr.write(`${spec.name}: ${error.message}\n`));
  await page.goto(`/page/${spec.name}?columns=${spec.columns}`);
  await page.waitForFunction(() => 'benchGrid' in window);
  // The rows are made before the clock starts: every contender gets the same array.
  await page.evaluate((count) => {
    window.benchRows = window.makeBenchRows(count);
  }, spec.rows);
  const ballast = spec.ballastRows ?? 0;
  if (ballast > 0) {
    await page.evaluate((count) => {
      window.benchBallast = window.makeBenchRows(count);
    }, ballast);
  }
  return page;
}

async function usedHeap(page: Page): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  await cdp.detach();
  return usedSize;
}

interface BrowserTimes {
  style: number;
  layout: number;
  script: number;
}

/** The renderer's running totals (seconds) of style recalculation, layout and script. */
async function browserTimes(cdp: CDPSession): Promise<BrowserTimes> {
  const { metrics } = await cdp.send('Performance.getMetrics');
  const value = (name: string) => metrics.find((metric) => metric.name === name)?.value ?? 0;
  return { style: value('RecalcStyleDuration'), layout: value('LayoutDuration'), script: value('ScriptDuration') };
}

/** The two browsers of a run: see UNPACED_ARGS. */
export interface Browsers {
  /** Frames on the display's 60 Hz clock: scrolling. */
  paced: Browser;
  /** Frames as soon as the main thread is free: mount, heap and edit. */
  unpaced: Browser;
}

/** Mount, heap and edit of one grid, in a fresh page of the unpaced browser. */
export async function measureWork(browser: Browser, baseURL: string, spec: PageSpec): Promise<WorkFigures> {
  const page = await openPage(browser, baseURL, spec);
  const typed = editedText(spec.columns);
  try {
    return await withinDeadline(page, () => workOf(page, spec, typed));
  } finally {
    await page.close();
    // The closed page's renderer tears down on the same two cores: not during the next measure.
    await settle();
  }
}

async function workOf(page: Page, spec: PageSpec, typed: string): Promise<WorkFigures> {
  const firstCell = await page.evaluate(() => window.benchGrid.cellSelector(0, 0));
  const heapBefore = await usedHeap(page);
  const mountMs = await page.evaluate(mountTimed, firstCell);
  // Grids that finish drawing in later frames (AG Grid) do so before the heap is read.
  await page.waitForTimeout(500);
  const heapMb = ((await usedHeap(page)) - heapBefore) / 1024 ** 2;

  const cell = page.locator(await page.evaluate(() => window.benchGrid.cellSelector(0, 1)));
  await cell.waitFor();
  await page.evaluate(armEditTiming);
  await cell.dblclick();
  await page.waitForFunction(() => document.activeElement?.tagName === 'INPUT');
  await page.keyboard.press('Control+A');
  await page.keyboard.type(typed);
  if (endsWithEnter(spec.columns, spec.name)) await page.keyboard.press('Enter');
  const edit = await (await page.waitForFunction(editFinished, typed)).jsonValue();
  const events = editEvents(spec.columns, spec.name);
  if (!edit || edit.events !== events)
    throw new Error(`${spec.name}: ${edit ? edit.events : 'no'} events timed, not ${events}`);
  return { mountMs, heapMb, editMs: edit.ms };
}

/** Scroll frame rate, longest frame and where a frame's time goes, in a fresh page of the paced browser. */
export async function measureScroll(browser: Browser, baseURL: string, spec: PageSpec): Promise<ScrollFigures> {
  const page = await openPage(browser, baseURL, spec);
  try {
    return await withinDeadline(page, () => scrollOf(page, spec));
  } finally {
    await page.close();
    await settle();
  }
}

async function scrollOf(page: Page, spec: PageSpec): Promise<ScrollFigures> {
  await page.evaluate(mountTimed, await page.evaluate(() => window.benchGrid.cellSelector(0, 0)));
  await page.waitForTimeout(500);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  const before = await browserTimes(cdp);
  const scroll = await page.evaluate(scrollRun, {
    fromRow: Math.floor(spec.rows / 2),
    rows: SCROLL_ROWS,
    rowsPerFrame: ROWS_PER_FRAME,
    rowHeight: ROW_HEIGHT,
  });
  const after = await browserTimes(cdp);
  await cdp.detach();
  const perFrame = (key: keyof BrowserTimes) => ((after[key] - before[key]) * 1000) / scroll.frames;
  return {
    fps: scroll.fps,
    longestFrameMs: scroll.longestMs,
    styleMsPerFrame: perFrame('style'),
    layoutMsPerFrame: perFrame('layout'),
    scriptMsPerFrame: perFrame('script'),
  };
}
