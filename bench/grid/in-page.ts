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
export function scrollRun({ fromRow, rows, rowsPerFrame, rowHeight }: { fromRow: number; rows: number; rowsPerFrame: number; rowHeight: number }): Promise<{ fps: number; longestMs: number; frames: number }> {
  const scroller = window.benchGrid.scroller()!;
  scroller.scrollTop = fromRow * rowHeight;
  const stamps: number[] = [];
  let row = fromRow;
  return new Promise((resolve) => {
    const frame = (time: number) => {
      stamps.push(time);
      if (row >= fromRow + rows) {
        const gaps = stamps.slice(1).map((stamp, index) => stamp - stamps[index]);
        const elapsed = stamps[stamps.length - 1] - stamps[0];
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

/** Notes the time of the next double-click (the edit's start) on the grid's host. */
export function armEditStart(): void {
  const host = document.getElementById('grid')!;
  window.benchGrid.lastCommit = undefined;
  host.addEventListener('dblclick', (event) => host.setAttribute('data-edit-start', String(event.timeStamp)), { capture: true, once: true });
}

/** Once the grid committed `expected` and its editor is gone: the ms since the double-click. */
export function editFinished(expected: string): number | false {
  const host = document.getElementById('grid')!;
  const editorOpen = window.benchGrid.editorOpen ? window.benchGrid.editorOpen() : host.querySelector('input:not([type="checkbox"]), textarea') !== null;
  if (window.benchGrid.lastCommit !== expected || editorOpen) return false;
  return performance.now() - Number(host.getAttribute('data-edit-start'));
}
