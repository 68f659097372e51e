/*
 * Functions the bench runs inside the page (passed to page.evaluate, so each is self-contained:
 * no imports, everything it needs comes as its argument or from window.benchGrid).
 */
import type { BenchRow } from './contract';

declare global {
  interface Window {
    benchRows?: BenchRow[];
    /** Rows held by the page but not given to the grid: the control of the style-time analysis. */
    benchBallast?: BenchRow[];
    /** How long each timed event of an edit took to handle (NaN until handled). */
    benchEditLatencies?: number[];
  }
}

/** Mounts the grid over window.benchRows; answers the ms until the frame that shows the first row's text. */
export function mountTimed(firstCell: string): Promise<number> {
  const host = document.getElementById('grid')!;
  const started = performance.now();
  window.benchGrid.mount(host, window.benchRows!);
  return new Promise((resolve, reject) => {
    const check = () => {
      if (host.querySelector(firstCell)?.textContent === 'r0c0') resolve(performance.now() - started);
      else if (performance.now() - started > 60_000) reject(new Error(`no ${firstCell} showing r0c0 after 60 s`));
      else requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  });
}

/**
 * Scrolls `rows` rows down from `fromRow`, `rowsPerFrame` each animation frame, as a wheel or a
 * dragged scrollbar would; answers the frame rate and the longest frame from the
 * requestAnimationFrame timestamps, once the last row asked for is drawn.
 */
export function scrollRun({
  fromRow,
  rows,
  rowsPerFrame,
  rowHeight,
}: {
  fromRow: number;
  rows: number;
  rowsPerFrame: number;
  rowHeight: number;
}): Promise<{ fps: number; longestMs: number; frames: number }> {
  const scroller = window.benchGrid.scroller()!;
  scroller.scrollTop = fromRow * rowHeight;
  const stamps: number[] = [];
  let row = fromRow;
  return new Promise((resolve) => {
    const frame = (time: number) => {
      stamps.push(time);
      if (row >= fromRow + rows) {
        const gaps = stamps.slice(1).map((stamp, index) => stamp - (stamps[index] ?? stamp));
        const elapsed = (stamps[stamps.length - 1] ?? 0) - (stamps[0] ?? 0);
        resolve({ fps: (gaps.length * 1000) / elapsed, longestMs: Math.max(...gaps), frames: gaps.length });
        return;
      }
      row += rowsPerFrame;
      scroller.scrollTop = row * rowHeight;
      requestAnimationFrame(frame);
    };
    // Two frames first, so the jump to the start row is not counted.
    requestAnimationFrame(() => requestAnimationFrame(frame));
  });
}

/**
 * Times how long the page takes to handle each event of an edit from then on (a double-click, a
 * key going down, the text a key typed): from its first listener (capturing, on the window) to
 * its last (bubbling, on the window) and the microtasks queued until then (React's render of a
 * user event, effects included), then the style and layout it invalidated, brought up to date on
 * the spot. Painting is the compositor's. What the test driver takes between two keys, and where
 * the display's 60 Hz clock stood, are no grid's time, so neither counts.
 */
export function armEditTiming(): void {
  const latencies: number[] = [];
  window.benchEditLatencies = latencies;
  window.benchGrid.lastCommit = undefined;
  let started = Number.NaN;
  const start = () => {
    started = performance.now();
    latencies.push(Number.NaN);
  };
  const finish = () => {
    const slot = latencies.length - 1;
    queueMicrotask(() => {
      // Reading a box makes the browser finish style and layout now.
      (document.activeElement ?? document.body).getBoundingClientRect();
      latencies[slot] = performance.now() - started;
    });
  };
  for (const type of ['dblclick', 'keydown', 'input']) {
    window.addEventListener(type, start, { capture: true });
    window.addEventListener(type, finish);
  }
}

/**
 * Once the grid committed `expected`, its editor is gone and every timed event has been handled:
 * the sum of their times and how many there were.
 */
export function editFinished(expected: string): { ms: number; events: number } | false {
  const host = document.getElementById('grid')!;
  const editorOpen = window.benchGrid.editorOpen
    ? window.benchGrid.editorOpen()
    : host.querySelector('input:not([type="checkbox"]), textarea') !== null;
  const latencies = window.benchEditLatencies ?? [];
  if (window.benchGrid.lastCommit !== expected || editorOpen || latencies.some(Number.isNaN)) return false;
  return { ms: latencies.reduce((sum, latency) => sum + latency, 0), events: latencies.length };
}
