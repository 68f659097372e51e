/** The analysis figures as `GET /stats/analysis` answers them (server/modules/stats/order-analysis.ts). */
export type TrendUnit = 'day' | 'week' | 'month' | 'year';

export const TREND_UNITS: readonly TrendUnit[] = ['day', 'week', 'month', 'year'];

export interface AnalysisRange {
  begin: string;
  end: string;
  unit: TrendUnit;
}

export interface TrendPoint {
  period: string;
  orderCount: number;
  revenue: number;
  serviceArea: number;
}

export interface Ranked {
  id: string;
  name: string;
  orderCount: number;
  revenue: number;
}

export interface AnalysisFigures {
  range: AnalysisRange;
  totals: {
    orderCount: number;
    doneCount: number;
    revenue: number;
    serviceArea: number;
    machineCount: number;
    machinesInUse: number;
    utilisation: number;
  };
  trend: TrendPoint[];
  topCooperatives: Ranked[];
  topDrivers: Ranked[];
  statusMix: { status: string; count: number }[];
}

const pad = (n: number) => String(n).padStart(2, '0');

/** 'yyyy-MM-dd' of a moment in local time, as the date inputs read and write. */
export function localDay(ms: number): string {
  const d = new Date(ms);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** The page opens on the last twelve months, by month: the server's own default. */
export function defaultRange(now: number): AnalysisRange {
  const end = new Date(now);
  const begin = new Date(end.getFullYear() - 1, end.getMonth(), end.getDate());
  return { begin: localDay(begin.getTime()), end: localDay(now), unit: 'month' };
}

/** Why a range cannot be asked for, or null: the same rule the server refuses with. */
export function rangeProblem(range: AnalysisRange): 'reversed' | null {
  return range.begin && range.end && range.begin > range.end ? 'reversed' : null;
}
