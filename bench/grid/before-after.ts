/*
 * The before/after run of the grid benchmark (GRID_BENCH_BEFORE names a checkout of the tree
 * before a change): our grid built over that checkout's widgets and over this tree's, beside raw
 * react-data-grid, with 20 text columns and with date, datetime and time columns, all in one run,
 * the three taking turns page by page. Writes the `grid-before-after` section of BENCHMARKS.md.
 */
import os from 'node:os';
import { BEFORE_PAGE } from './build-pages';
import { type ColumnSet, editEvents } from './contract';
import { type Browsers, measureScroll, measureWork, type PageSpec } from './measure';
import { type Figures, medianFigures, type ScrollFigures, type WorkFigures } from './report';

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

/** Measures every page, column set and size `runs` times, the pages taking turns; answers each one's medians. */
export async function measureBeforeAfter(
  browsers: Browsers,
  baseURL: string,
  plan: BeforeAfterPlan,
): Promise<Map<string, Figures>> {
  const work = new Map<string, WorkFigures[]>();
  const scrolls = new Map<string, ScrollFigures[]>();
  const record = <T>(into: Map<string, T[]>, key: string, figures: T) => {
    into.set(key, [...(into.get(key) ?? []), figures]);
    process.stdout.write(`${key}: ${JSON.stringify(figures)}\n`);
  };
  for (let run = 0; run < plan.runs; run += 1) {
    const order = BEFORE_AFTER_PAGES.map((_, index) => BEFORE_AFTER_PAGES[(index + run) % BEFORE_AFTER_PAGES.length]);
    for (const columns of COLUMN_SETS) {
      for (const rows of plan.sizes) {
        for (let page = 0; page < plan.workPages; page += 1) {
          for (const name of order) {
            if (!name) continue;
            const spec: PageSpec = { name, columns, rows };
            record(work, keyOf(name, columns, rows), await measureWork(browsers.unpaced, baseURL, spec));
            if (page === 0)
              record(scrolls, keyOf(name, columns, rows), await measureScroll(browsers.paced, baseURL, spec));
          }
        }
      }
    }
  }
  return new Map([...scrolls].map(([key, measured]) => [key, medianFigures(work.get(key) ?? [], measured)]));
}

const ratio = (after: number, before: number) => `${(after / before).toFixed(2)}x`;

function table(results: Map<string, Figures>, columns: ColumnSet, rows: number): string {
  const lines = BEFORE_AFTER_PAGES.map((name) => {
    const one = results.get(keyOf(name, columns, rows));
    if (!one) return `| ${LABELS[name]} | not measured | | | | |`;
    return `| ${LABELS[name]} | ${one.mountMs.toFixed(0)} ms | ${one.fps.toFixed(1)} | ${one.longestFrameMs.toFixed(1)} ms | ${one.editMs.toFixed(1)} ms | ${one.heapMb.toFixed(1)} MB |`;
  });
  const before = results.get(keyOf(BEFORE_PAGE, columns, rows));
  const after = results.get(keyOf('ours', columns, rows));
  if (before && after) {
    lines.push(
      `| after / before | ${ratio(after.mountMs, before.mountMs)} | ${ratio(after.fps, before.fps)} | ${ratio(after.longestFrameMs, before.longestFrameMs)} | ${ratio(after.editMs, before.editMs)} | ${ratio(after.heapMb, before.heapMb)} |`,
    );
  }
  return ['| grid | mount | scroll fps | longest frame | edit | JS heap |', '|---|---|---|---|---|---|', ...lines].join(
    '\n',
  );
}

/** The section: how it was measured, then a table per column set and size. */
export function beforeAfterReport(
  results: Map<string, Figures>,
  plan: BeforeAfterPlan,
  load: number,
  machine: string,
  change: string,
): string {
  const tables = COLUMN_SETS.flatMap((columns) =>
    plan.sizes.map(
      (rows) => `#### ${rows.toLocaleString('en')} rows, ${SET_TITLES[columns]}\n\n${table(results, columns, rows)}`,
    ),
  );
  return `
### Before and after: ${change}

\`GRID_BENCH_BEFORE=<checkout> npx tsx bench/grid.bench.ts\`, run ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${machine};
load average ${load.toFixed(1)} when it started. Our grid is built twice from the same page entry, once over
the widgets of the checkout before the change and once over this tree's, beside raw react-data-grid, and
the three are measured in one run as in the section above: each measure a fresh page, the three
taking turns page by page (each run starting with the next), a second of quiet after each page.
Mount, heap and edit are the median of ${plan.runs * plan.workPages} pages each (${plan.workPages} a run, ${plan.runs} runs), scrolling
of ${plan.runs} (one a run). The edit is timed over ${editEvents('text', 'ours')} events with text columns (ended by Enter); with dates
over ${editEvents('dates', 'ours')} for ours (the picker stores a complete typed date and closes by itself) and ${editEvents('dates', 'react-data-grid')} for raw
react-data-grid (its text editor, ended by Enter). On this loaded 2-core
machine a figure moves by 10 to 30 % between runs; only the before and after of the same run are compared.

${tables.join('\n\n')}
`;
}

export const beforeAfterLoad = () => os.loadavg()[0] ?? 0;
