/**
 * Button permissions the system-administration routes check beyond those of the first seed,
 * each under the page (by its route path) whose buttons it belongs with. Reading the log, the
 * online users, gateway routes and data sources needs one too: those pages are not for everyone.
 */
export interface ButtonGroup {
  pageUrl: string;
  buttons: readonly { code: string; name: string }[];
}

export const adminButtons: readonly ButtonGroup[] = [
  {
    pageUrl: '/isystem/depart',
    buttons: [
      { code: 'depart:authorize', name: '部门授权' },
      { code: 'depart_role:add', name: '添加部门角色' },
      { code: 'depart_role:edit', name: '编辑部门角色' },
      { code: 'depart_role:delete', name: '删除部门角色' },
      { code: 'depart_role:batch_delete', name: '批量删除部门角色' },
      { code: 'depart_role:authorize', name: '部门角色授权' },
      { code: 'depart_role:assign', name: '分配部门角色' },
    ],
  },
  { pageUrl: '/monitor/log', buttons: [{ code: 'log:list', name: '查看日志' }] },
  { pageUrl: '/monitor/online', buttons: [{ code: 'online:list', name: '查看在线用户' }] },
  { pageUrl: '/monitor/gatewayRoute', buttons: [{ code: 'gateway:list', name: '查看路由' }] },
  { pageUrl: '/monitor/dataSource', buttons: [{ code: 'datasource:list', name: '查看数据源' }] },
];
