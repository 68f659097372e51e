import type { MessageKey } from '../../../elements/core/i18n';

/** What a statistics page counts: orders (two menus, measured by count or by area) or yield reports. */
export type StatisticsSubject = 'orders' | 'work' | 'yield';

/** One row as the server answers it; `name` only for orders (the cooperative's name). */
export interface StatisticsRow {
  key: string;
  name?: string;
  [figure: string]: string | number | undefined;
}

export interface SubjectSpec {
  title: MessageKey;
  /** The server's figures; `${endpoint}/exportXls` answers the same table as an xlsx. */
  endpoint: string;
  /** The ways to group the figures; the first is the page's opening choice. */
  groups: readonly [string, ...string[]];
  /** The figure columns, in the table's order. */
  figures: readonly string[];
  /** The figure the chart draws. */
  measure: string;
}

const ORDER_FIGURES = ['orderCount', 'doneCount', 'workArea', 'revenue'] as const;

export const SUBJECTS: Readonly<Record<StatisticsSubject, SubjectSpec>> = {
  orders: {
    title: 'statistics.orders.title',
    endpoint: '/stats/orderStatistics',
    groups: ['province', 'cooperative', 'month'],
    figures: ORDER_FIGURES,
    measure: 'orderCount',
  },
  work: {
    title: 'statistics.work.title',
    endpoint: '/stats/orderStatistics',
    groups: ['province', 'cooperative', 'month'],
    figures: ORDER_FIGURES,
    measure: 'workArea',
  },
  yield: {
    title: 'statistics.yield.title',
    endpoint: '/stats/yieldStatistics',
    groups: ['province', 'month'],
    figures: ['reportCount', 'plantArea', 'totalYield', 'yieldPerMu'],
    measure: 'totalYield',
  },
};

/** The online-report codes of the seeded statistics menus and the page each opens. */
const REPORT_SUBJECTS: Readonly<Record<string, StatisticsSubject>> = {
  farm_order_stat: 'orders',
  farm_work_stat: 'work',
  farm_yield_stat: 'yield',
};

export function subjectOfReport(code: string): StatisticsSubject | null {
  return Object.hasOwn(REPORT_SUBJECTS, code) ? (REPORT_SUBJECTS[code] ?? null) : null;
}

/** What the first column shows: the cooperative's name, else the key; an empty key is said as such. */
export function rowLabel(row: StatisticsRow, none: string): string {
  const label = row.name ?? row.key;
  return label === '' ? none : label;
}
