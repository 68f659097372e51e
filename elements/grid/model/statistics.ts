import type { GridColumn, GridRow, GridStatistic } from './grid-types';

function statisticsOf(column: GridColumn): GridStatistic[] {
  const asked = column.statistics;
  if (!asked) return [];
  return Array.isArray(asked) ? [...asked] : [asked as GridStatistic];
}

function numbersIn(rows: readonly GridRow[], key: string): number[] {
  return rows
    .map((row) => Number(row[key]))
    .filter((value, index) => {
      const raw = rows[index]?.[key];
      return raw !== '' && raw !== null && raw !== undefined && Number.isFinite(value);
    });
}

/** Rounded to 2 decimals, so 0.1 + 0.2 reads 0.3 in the footer. */
function round(value: number): number {
  return Math.round(value * 100) / 100;
}

export function columnSum(rows: readonly GridRow[], key: string): number {
  return round(numbersIn(rows, key).reduce((total, value) => total + value, 0));
}

/** The average over all rows; blank cells count as 0, as JeecgBoot divides by the row count. */
export function columnAverage(rows: readonly GridRow[], key: string): number {
  return rows.length === 0 ? 0 : round(numbersIn(rows, key).reduce((total, value) => total + value, 0) / rows.length);
}

export interface StatisticsRow {
  /** Which statistic this footer row shows. */
  statistic: GridStatistic;
  values: Record<string, number>;
}

/** The keys of the columns that ask for a footer statistic. */
export function statisticColumnKeys(columns: readonly GridColumn[]): ReadonlySet<string> {
  return new Set(columns.filter((column) => statisticsOf(column).length > 0).map((column) => column.key));
}

/** One footer row per statistic any column asks for (合计 before 平均); empty when none asks. */
export function footerRows(columns: readonly GridColumn[], rows: readonly GridRow[]): StatisticsRow[] {
  const order: GridStatistic[] = ['sum', 'average'];
  return order
    .map((statistic) => {
      const asking = columns.filter((column) => statisticsOf(column).includes(statistic));
      if (asking.length === 0) return undefined;
      const values: Record<string, number> = {};
      for (const column of asking) {
        values[column.key] = statistic === 'sum' ? columnSum(rows, column.key) : columnAverage(rows, column.key);
      }
      return { statistic, values };
    })
    .filter((row): row is StatisticsRow => row !== undefined);
}
