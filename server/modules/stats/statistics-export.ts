import { workbookOf } from '../online/excel/write-workbook';
import type { OrderStatRow } from './order-statistics';
import type { OrderGroup, YieldGroup } from './statistics-groups';
import type { YieldStatRow } from './yield-statistics';

const ORDER_GROUP_TITLES: Record<OrderGroup, string> = { province: '省份', cooperative: '合作社', month: '月份' };
const YIELD_GROUP_TITLES: Record<YieldGroup, string> = { province: '省份', month: '月份' };

export const ORDER_STATISTICS_TITLE = '订单统计';
export const YIELD_STATISTICS_TITLE = '产量统计';

/** The order statistics as the page's table shows them, one sheet. */
export function orderStatisticsWorkbook(rows: readonly OrderStatRow[], group: OrderGroup): Buffer {
  const headers = [ORDER_GROUP_TITLES[group], '订单数', '完成数', '完成作业面积（亩）', '完成金额（元）'];
  return workbookOf(
    ORDER_STATISTICS_TITLE,
    headers,
    rows.map((row) => [row.name, row.orderCount, row.doneCount, row.workArea, row.revenue]),
  );
}

export function yieldStatisticsWorkbook(rows: readonly YieldStatRow[], group: YieldGroup): Buffer {
  const headers = [YIELD_GROUP_TITLES[group], '上报条数', '种植面积（亩）', '总产量（公斤）', '亩产（公斤）'];
  return workbookOf(
    YIELD_STATISTICS_TITLE,
    headers,
    rows.map((row) => [row.key, row.reportCount, row.plantArea, row.totalYield, row.yieldPerMu]),
  );
}
