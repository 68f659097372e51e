import type { ResourceSpec } from './spec';

/**
 * Farm machine orders. `status` follows the order flow (booked -> dispatched -> in service ->
 * done, cancel from booked or dispatched; see orders/order-flow.ts); the flow stamps the times.
 * The number is the server's (`DD<day><6 digits>`): a form or a spreadsheet never sets it.
 */
export const orderResource = {
  code: 'farm_order',
  path: 'order',
  title: '农机订单',
  permission: 'farm_order',
  label: 'orderNo',
  menuUrl: '/online/cgformList/farm_order',
  fields: [
    { name: 'orderNo', title: '订单编号', kind: 'text', length: 32, unique: true, serverOwned: true, query: 'single' },
    { name: 'farmerName', title: '农户姓名', kind: 'text', length: 50, required: true, query: 'single' },
    { name: 'farmerPhone', title: '联系电话', kind: 'text', length: 20, required: true, pattern: 'mobile' },
    { name: 'province', title: '省份', kind: 'text', length: 20, required: true, query: 'single' },
    { name: 'city', title: '城市', kind: 'text', length: 30, required: true, query: 'single' },
    { name: 'county', title: '区县', kind: 'text', length: 30 },
    { name: 'address', title: '作业地址', kind: 'text', length: 200 },
    {
      name: 'machineType',
      title: '农机类型',
      kind: 'text',
      length: 10,
      dict: 'farm_machine_type',
      required: true,
      query: 'single',
    },
    {
      name: 'workType',
      title: '作业类型',
      kind: 'text',
      length: 10,
      dict: 'farm_work_type',
      required: true,
      query: 'single',
    },
    { name: 'cropType', title: '作物', kind: 'text', length: 10, dict: 'farm_crop' },
    { name: 'workArea', title: '作业面积(亩)', kind: 'number', required: true, min: 0.1, max: 100000 },
    { name: 'unitPrice', title: '单价(元/亩)', kind: 'number', min: 0, max: 10000 },
    { name: 'amount', title: '订单金额(元)', kind: 'number', min: 0, max: 100000000 },
    { name: 'orderDate', title: '预约日期', kind: 'date', required: true, query: 'group' },
    { name: 'driverId', title: '机手', kind: 'text', length: 32, ref: 'farm_driver' },
    { name: 'cooperativeId', title: '合作社', kind: 'text', length: 32, ref: 'farm_cooperative', query: 'single' },
    { name: 'status', title: '订单状态', kind: 'text', length: 2, dict: 'farm_order_status', query: 'single' },
    { name: 'payStatus', title: '支付状态', kind: 'text', length: 2, dict: 'farm_pay_status' },
    { name: 'dispatchTime', title: '派单时间', kind: 'datetime', serverOwned: true },
    { name: 'startTime', title: '开工时间', kind: 'datetime', serverOwned: true },
    { name: 'finishTime', title: '完工时间', kind: 'datetime', serverOwned: true },
    { name: 'cancelReason', title: '取消原因', kind: 'text', length: 200, listHidden: true },
    { name: 'remark', title: '备注', kind: 'text', length: 500, view: 'textarea', listHidden: true },
  ],
} as const satisfies ResourceSpec;
