import { sql, type ExpressionBuilder, type SelectQueryBuilder } from 'kysely';
import { roundTo, type Database } from '../../../db';
import { ORDER_STATUS } from '../orders/order-flow';
import { orderResource } from '../../../resources/orders';
import { inScope, type RecordScope } from '../scope/record-scope';
import type { ReportParams, ReportSpec } from './report-spec';

type OrderQuery = SelectQueryBuilder<Database, 'farm_order', object>;

/**
 * The orders the caller's order list shows (the tenant's, within the caller's data rules on the
 * order page) in the appointment window (`self_beginDate`, `self_endDate`), narrowed further by
 * the other parameters.
 */
function orderWindow(query: OrderQuery, params: ReportParams, orders: RecordScope): OrderQuery {
  let narrowed = inScope(query, orders);
  const begin = params.get('beginDate');
  const end = params.get('endDate');
  const province = params.get('province');
  const machineType = params.get('machineType');
  if (begin !== undefined) narrowed = narrowed.where('orderDate', '>=', String(begin));
  if (end !== undefined) narrowed = narrowed.where('orderDate', '<=', String(end));
  if (province !== undefined) narrowed = narrowed.where('province', '=', String(province));
  if (machineType !== undefined) narrowed = narrowed.where('machineType', '=', String(machineType));
  return narrowed;
}

/** Orders in a state: a sum of ones, so one pass of the grouped orders counts them. */
function countInState(eb: ExpressionBuilder<Database, 'farm_order'>, status: string) {
  return eb.fn.sum<number>(eb.case().when('status', '=', status).then(1).else(0).end());
}

const STATISTICS_PAGES = { orders: ['/online/cgreport/farm_order_stat'], work: ['/online/cgreport/farm_work_stat'] };
const window = [
  { name: 'beginDate', title: '预约日期起', kind: 'date' },
  { name: 'endDate', title: '预约日期止', kind: 'date' },
] as const;

export const orderStatistics: ReportSpec = {
  id: 'rp-farm-order-stat',
  code: 'farm_order_stat',
  name: '订单统计',
  permission: 'online_report:farm_order_stat',
  menuUrls: STATISTICS_PAGES.orders,
  resource: orderResource,
  columns: [
    { field: 'province', title: '省份', kind: 'text', query: 'single' },
    { field: 'orderCount', title: '订单数', kind: 'number', integer: true, total: true, query: 'group' },
    { field: 'doneCount', title: '已完成', kind: 'number', integer: true, total: true },
    { field: 'cancelledCount', title: '已取消', kind: 'number', integer: true, total: true },
    { field: 'totalArea', title: '作业面积(亩)', kind: 'number', total: true },
    { field: 'totalAmount', title: '订单金额(元)', kind: 'number', total: true },
  ],
  params: [...window, { name: 'machineType', title: '农机类型', kind: 'text' }],
  tieBreaker: 'province',
  defaultSort: 'orderCount',
  defaultOrder: 'desc',
  source(db, params, scope) {
    return orderWindow(db.selectFrom('farm_order'), params, scope)
      .select((eb) => [
        'province',
        eb.fn.countAll<number>().as('orderCount'),
        countInState(eb, ORDER_STATUS.done).as('doneCount'),
        countInState(eb, ORDER_STATUS.cancelled).as('cancelledCount'),
        roundTo(sql`sum(${sql.ref('workArea')})`, 1).as('totalArea'),
        roundTo(sql`sum(${sql.ref('amount')})`, 2).as('totalAmount'),
      ])
      .groupBy('province');
  },
};

export const workStatistics: ReportSpec = {
  id: 'rp-farm-work-stat',
  code: 'farm_work_stat',
  name: '作业量统计',
  permission: 'online_report:farm_work_stat',
  menuUrls: STATISTICS_PAGES.work,
  resource: orderResource,
  columns: [
    { field: 'workKey', title: '分组', kind: 'text', hidden: true },
    { field: 'machineType', title: '农机类型', kind: 'text', dict: 'farm_machine_type', query: 'single' },
    { field: 'workType', title: '作业类型', kind: 'text', dict: 'farm_work_type', query: 'single' },
    { field: 'orderCount', title: '订单数', kind: 'number', integer: true, total: true },
    { field: 'totalArea', title: '作业面积(亩)', kind: 'number', total: true, query: 'group' },
    { field: 'totalAmount', title: '订单金额(元)', kind: 'number', total: true },
  ],
  params: [...window, { name: 'province', title: '省份', kind: 'text' }],
  tieBreaker: 'workKey',
  defaultSort: 'totalArea',
  defaultOrder: 'desc',
  source(db, params, scope) {
    // Work done: cancelled orders did none.
    return orderWindow(db.selectFrom('farm_order'), params, scope)
      .where('status', '<>', ORDER_STATUS.cancelled)
      .select((eb) => [
        sql<string>`${sql.ref('machineType')} || '-' || ${sql.ref('workType')}`.as('workKey'),
        'machineType',
        'workType',
        eb.fn.countAll<number>().as('orderCount'),
        roundTo(sql`sum(${sql.ref('workArea')})`, 1).as('totalArea'),
        roundTo(sql`sum(${sql.ref('amount')})`, 2).as('totalAmount'),
      ])
      .groupBy(['machineType', 'workType']);
  },
};
