/*
 * The before/after run of the grid benchmark (GRID_BENCH_BEFORE names a checkout of the tree
 * before a change): our grid built over that checkout's widgets and over this tree's, beside raw
 * react-data-grid, with 20 text columns and with date, datetime and time columns, all in one run,
 * the three taking turns page by page. Writes the `grid-before-after` section of BENCHMARKS.md.
 */
import os from 'node:os';
import { BEFORE_PAGE } from './build-pages';
import { type ColumnSet, editEvents } from './contract';
import { type Browsers, measureScroll, measureWork, PAGE_DEADLINE_S, type PageSpec } from './measure';
import { failedCell, type PageLog, pageLog } from './page-log';
import { type Figures, fixed } from './report';

export const BEFORE_AFTER_PAGES = [BEFORE_PAGE, 'ours', 'react-data-grid'] as const;
type PageName = (typeof BEFORE_AFTER_PAGES)[number];
const LABELS: Record<PageName, string> = {
  [BEFORE_PAGE]: 'ours, before',
  ours: 'ours, after',
  'react-data-grid': 'raw react-data-grid',
};
const COLUMN_SETS: readonly ColumnSet[] = ['text', 'dates'];
const SET_TITLES: Record<ColumnSet, string> = {
  text: '20 text columns',
  dates:
    "a text column, then date, datetime, time and text columns in turn (the edit: a date typed into a date cell's picker)",
};

export interface BeforeAfterPlan {
  sizes: readonly number[];
  runs: number;
  workPages: number;
}

const keyOf = (name: PageName, columns: ColumnSet, rows: number) => `${name}:${columns}:${rows}`;

/**
 * Measures every page, column set and size `runs` times, the pages taking turns; a page that
 * fails is counted and the run goes on. Answers the log of every page.
 */
export async function measureBeforeAfter(browsers: Browsers, baseURL: string, plan: BeforeAfterPlan): Promise<PageLog> {
  const log = pageLog();
  for (let run = 0; run < plan.runs; run += 1) {
    const order = BEFORE_AFTER_PAGES.map((_, index) => BEFORE_AFTER_PAGES[(index + run) % BEFORE_AFTER_PAGES.length]);
    for (const columns of COLUMN_SETS) {
      for (const rows of plan.sizes) {
        for (let page = 0; page < plan.workPages; page += 1) {
          for (const name of order) {
            if (!name) continue;
            const spec: PageSpec = { name, columns, rows };
            const key = keyOf(name, columns, rows);
            await log.work(key, () => measureWork(browsers.unpaced, baseURL, spec));
            if (page === 0) await log.scroll(key, () => measureScroll(browsers.paced, baseURL, spec));
          }
        }
      }
    }
  }
  return log;
}

const ratio = (after: number, before: number) => `${fixed(after / before, 2)}x`;

function table(log: PageLog, results: Map<string, Figures>, columns: ColumnSet, rows: number): string {
  const lines = BEFORE_AFTER_PAGES.map((name) => {
    const key = keyOf(name, columns, rows);
    const one = results.get(key);
    if (!one) return `| ${LABELS[name]} | not measured | | | | | |`;
    return `| ${LABELS[name]} | ${fixed(one.mountMs, 1)} ms | ${fixed(one.fps, 1)} | ${fixed(one.longestFrameMs, 1)} ms | ${fixed(one.editMs, 1)} ms | ${fixed(one.heapMb, 2)} MB | ${failedCell(log, key)} |`;
  });
  const before = results.get(keyOf(BEFORE_PAGE, columns, rows));
  const after = results.get(keyOf('ours', columns, rows));
  if (before && after) {
    lines.push(
      `| after / before | ${ratio(after.mountMs, before.mountMs)} | ${ratio(after.fps, before.fps)} | ${ratio(after.longestFrameMs, before.longestFrameMs)} | ${ratio(after.editMs, before.editMs)} | ${ratio(after.heapMb, before.heapMb)} | |`,
    );
  }
  return [
    '| grid | mount | scroll fps | longest frame | edit | JS heap | failed pages |',
    '|---|---|---|---|---|---|---|',
    ...lines,
  ].join('\n');
}

/** The section: how it was measured, then a table per column set and size. */
export function beforeAfterReport(
  log: PageLog,
  plan: BeforeAfterPlan,
  load: number,
  machine: string,
  change: string,
): string {
  const results = log.medians();
  const tables = COLUMN_SETS.flatMap((columns) =>
    plan.sizes.map(
      (rows) =>
        `#### ${rows.toLocaleString('en')} rows, ${SET_TITLES[columns]}\n\n${table(log, results, columns, rows)}`,
    ),
  );
  const failures = [...log.failed.values()].reduce((sum, one) => sum + one, 0);
  const tried = [...log.tried.values()].reduce((sum, one) => sum + one, 0);
  return `
### Before and after: ${change}

\`GRID_BENCH_BEFORE=<checkout> npx tsx bench/grid.bench.ts\`, run ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${machine};
load average ${load.toFixed(1)} when it started. Our grid is built twice from the same page entry, once over
the widgets of the checkout before the change and once over this tree's, beside raw react-data-grid, and
the three are measured in one run as in the section above: each measure a fresh page, the three
taking turns page by page (each run starting with the next), a second of quiet after each page.
Mount, heap and edit are the median of ${plan.runs * plan.workPages} pages each (${plan.workPages} a run, ${plan.runs} runs), scrolling
of ${plan.runs} (one a run). A page that does not finish (a wait of 30 s or the page's ${PAGE_DEADLINE_S} s running out, an edit
whose events did not all come) is counted under *failed pages* and left out: the medians are those of
the pages that completed. ${failures === 0 ? `All ${tried} pages completed.` : `${failures} of the ${tried} pages failed.`} The edit is timed over ${editEvents('text', 'ours')} events with text columns (ended by Enter); with dates
over ${editEvents('dates', 'ours')} for ours (the picker stores a complete typed date and closes by itself) and ${editEvents('dates', 'react-data-grid')} for raw
react-data-grid (its text editor, ended by Enter). On this loaded 2-core
machine a figure moves by 10 to 30 % between runs; only the before and after of the same run are compared.

${tables.join('\n\n')}
`;
}

export const beforeAfterLoad = () => os.loadavg()[0] ?? 0;
