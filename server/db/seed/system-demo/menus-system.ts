import { crudButtons, type MenuSeed } from './menu-tree';

/** System administration and monitoring pages with their button permissions. */
export const systemMenus: readonly MenuSeed[] = [
  {
    key: 'system',
    name: '系统管理',
    url: '/isystem',
    component: 'layouts/RouteView',
    icon: 'setting',
    redirect: '/isystem/user',
    children: [
      {
        key: 'system-user',
        name: '用户管理',
        url: '/isystem/user',
        component: 'system/UserList',
        buttons: crudButtons('user', [
          { code: 'user:frozen', name: '冻结/解冻' },
          { code: 'user:reset_password', name: '重置密码' },
          // A form-field rule: shown disabled to users not granted it (perms type '2').
          { code: 'user:form:phone', name: '编辑手机号', type: '2' },
        ]),
      },
      {
        key: 'system-role',
        name: '角色管理',
        url: '/isystem/role',
        component: 'system/RoleList',
        buttons: crudButtons('role', [{ code: 'role:authorize', name: '授权' }]),
      },
      {
        key: 'system-permission',
        name: '菜单管理',
        url: '/isystem/permission',
        component: 'system/PermissionList',
        buttons: crudButtons('permission', [{ code: 'permission:rule', name: '数据规则' }]),
      },
      { key: 'system-depart', name: '部门管理', url: '/isystem/depart', component: 'system/DepartList', buttons: crudButtons('depart') },
      {
        key: 'system-depart-user',
        name: '部门用户',
        url: '/isystem/departUserList',
        component: 'system/DepartUserList',
        buttons: [
          { code: 'depart_user:add', name: '添加已有用户' },
          { code: 'depart_user:remove', name: '移除用户' },
        ],
      },
      { key: 'system-dict', name: '数据字典', url: '/isystem/dict', component: 'system/DictList', buttons: crudButtons('dict', [{ code: 'dict:refresh', name: '刷新缓存' }]) },
      {
        key: 'system-dict-item',
        name: '字典项',
        url: '/isystem/dictItem',
        component: 'system/DictItemList',
        hidden: true,
        buttons: [
          { code: 'dict_item:add', name: '添加' },
          { code: 'dict_item:edit', name: '编辑' },
          { code: 'dict_item:delete', name: '删除' },
        ],
      },
      { key: 'system-category', name: '分类字典', url: '/isystem/category', component: 'system/SysCategoryList', buttons: crudButtons('category') },
      { key: 'system-position', name: '职务管理', url: '/isystem/position', component: 'system/SysPositionList', buttons: crudButtons('position') },
      { key: 'system-tenant', name: '租户管理', url: '/isystem/tenant', component: 'system/TenantList', buttons: crudButtons('tenant') },
      {
        key: 'system-announcement',
        name: '通知公告',
        url: '/isystem/annountCement',
        component: 'system/SysAnnouncementList',
        buttons: crudButtons('announcement', [
          { code: 'announcement:release', name: '发布' },
          { code: 'announcement:revoke', name: '撤销' },
        ]),
      },
    ],
  },
  {
    key: 'monitor',
    name: '系统监控',
    url: '/monitor',
    component: 'layouts/RouteView',
    icon: 'eye',
    redirect: '/monitor/log',
    children: [
      { key: 'monitor-log', name: '日志管理', url: '/monitor/log', component: 'system/LogList', buttons: [{ code: 'log:delete', name: '删除日志' }] },
      {
        key: 'monitor-quartz',
        name: '定时任务',
        url: '/monitor/quartzJob',
        component: 'system/QuartzJobList',
        buttons: crudButtons('quartz', [
          { code: 'quartz:pause', name: '停止' },
          { code: 'quartz:resume', name: '启动' },
        ]),
      },
      {
        key: 'monitor-online',
        name: '在线用户',
        url: '/monitor/online',
        component: 'system/SysUserOnlineList',
        buttons: [{ code: 'online:force_logout', name: '强制退出' }],
      },
      { key: 'monitor-gateway', name: '网关路由', url: '/monitor/gatewayRoute', component: 'system/SysGatewayRouteList', buttons: crudButtons('gateway') },
      { key: 'monitor-datasource', name: '多数据源管理', url: '/monitor/dataSource', component: 'system/SysDataSourceList', buttons: crudButtons('datasource') },
      { key: 'monitor-check-rule', name: '编码校验规则', url: '/monitor/checkRule', component: 'system/SysCheckRuleList', buttons: crudButtons('check_rule') },
      { key: 'monitor-fill-rule', name: '填值规则', url: '/monitor/fillRule', component: 'system/SysFillRuleList', buttons: crudButtons('fill_rule') },
      { key: 'monitor-data-log', name: '数据日志', url: '/monitor/dataLog', component: 'system/DataLogList' },
    ],
  },
];
