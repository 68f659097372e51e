/** English of the online reports' names, column titles and parameter titles (modules/online/reports), keyed by their Chinese. */
export const reportTexts: Readonly<Record<string, string>> = {
  机手选择: 'Choose a driver',
  机手ID: 'Driver ID',
  农机选择: 'Choose a machine',
  农机ID: 'Machine ID',
  合作社选择: 'Choose a cooperative',
  合作社ID: 'Cooperative ID',
  农机数量: 'Machines',
  机手数量: 'Drivers',
  订单统计: 'Order statistics',
  订单数: 'Orders',
  已完成: 'Completed',
  已取消: 'Cancelled',
  预约日期起: 'Booked from',
  预约日期止: 'Booked until',
  作业量统计: 'Workload statistics',
  分组: 'Group',
};
