/*
 * The pages of a grid benchmark run, by key (grid, columns, rows): each page's figures as it
 * finishes, and the pages that never did. A page that fails (a wait that ran out, an edit whose
 * events did not all come, a page that stopped answering) is logged and counted, and the run goes
 * on: the medians are those of the pages that completed, beside the count of those that failed.
 */
import { type Figures, medianFigures, type ScrollFigures, type WorkFigures } from './report';

export interface PageLog {
  /** Measures one page of mount, heap and edit under `key`, or counts it failed. */
  work(key: string, measure: () => Promise<WorkFigures>): Promise<void>;
  /** Measures one page of scrolling under `key`, or counts it failed. */
  scroll(key: string, measure: () => Promise<ScrollFigures>): Promise<void>;
  /** Every key measured or tried: the medians of its completed pages (NaN for a figure no page gave). */
  medians(): Map<string, Figures>;
  /** Failed pages by key (mount, heap and edit pages and scrolling pages together). */
  readonly failed: ReadonlyMap<string, number>;
  /** Pages tried by key, completed or not. */
  readonly tried: ReadonlyMap<string, number>;
}

const count = (into: Map<string, number>, key: string) => into.set(key, (into.get(key) ?? 0) + 1);

export function pageLog(write: (line: string) => void = (line) => process.stdout.write(line)): PageLog {
  const work = new Map<string, WorkFigures[]>();
  const scrolls = new Map<string, ScrollFigures[]>();
  const failed = new Map<string, number>();
  const tried = new Map<string, number>();
  async function take<T>(into: Map<string, T[]>, key: string, measure: () => Promise<T>): Promise<void> {
    count(tried, key);
    try {
      const figures = await measure();
      into.set(key, [...(into.get(key) ?? []), figures]);
      write(`${key}: ${JSON.stringify(figures)}\n`);
    } catch (error) {
      count(failed, key);
      const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
      write(`${key}: failed, counted and left out of the medians: ${reason}\n`);
    }
  }
  return {
    work: (key, measure) => take(work, key, measure),
    scroll: (key, measure) => take(scrolls, key, measure),
    medians: () =>
      new Map([...tried.keys()].map((key) => [key, medianFigures(work.get(key) ?? [], scrolls.get(key) ?? [])])),
    failed,
    tried,
  };
}

/** A key's failed pages as a table cell: `none`, or `2 of 30`. */
export function failedCell(log: Pick<PageLog, 'failed' | 'tried'>, key: string): string {
  const failures = log.failed.get(key) ?? 0;
  return failures === 0 ? 'none' : `${failures} of ${log.tried.get(key) ?? 0}`;
}
