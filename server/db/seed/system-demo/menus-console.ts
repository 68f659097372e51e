import type { MenuSeed } from './menu-tree';

/** Home and the dashboards: the first entries of the menu (shell spec, section 1). */
export const leadingMenus: readonly MenuSeed[] = [
  { key: 'home', name: '首页', url: '/dashboard/analysis', component: 'dashboard/Analysis', icon: 'home' },
  {
    key: 'dashboard',
    name: '仪表盘',
    url: '/dashboard',
    component: 'layouts/RouteView',
    icon: 'dashboard',
    redirect: '/dashboard/workplace',
    children: [
      { key: 'dashboard-workplace', name: '工作台', url: '/dashboard/workplace', component: 'dashboard/Workplace' },
      { key: 'dashboard-chart', name: '图表首页', url: '/dashboard/indexChart', component: 'dashboard/IndexChart' },
      { key: 'dashboard-task', name: '任务首页', url: '/dashboard/indexTask', component: 'dashboard/IndexTask' },
      { key: 'dashboard-monitor', name: '监控页', url: '/dashboard/monitor', component: 'dashboard/Monitor' },
      { key: 'dashboard-bdc', name: '大数据首页', url: '/dashboard/indexBdc', component: 'dashboard/IndexBdc' },
    ],
  },
];

/** The account pages' JeecgBoot component names, and the shorter ones an earlier version seeded. */
export const ACCOUNT_COMPONENTS = { center: 'account/center/Index', settings: 'account/settings/Index' } as const;
export const EARLIER_ACCOUNT_COMPONENTS = { center: 'account/center', settings: 'account/settings' } as const;

/** Account, exception and result pages: the last entries of the menu. */
export const personalMenus: readonly MenuSeed[] = [
  {
    key: 'account',
    name: '个人页',
    url: '/account',
    component: 'layouts/RouteView',
    icon: 'user',
    redirect: '/account/center',
    children: [
      // Route names follow the url ('account-center', 'account-settings-base'): the header menu opens them by name.
      // The components are the stock client's files (views/account/center/Index.vue, views/account/settings/Index.vue).
      { key: 'account-center', name: '个人中心', url: '/account/center', component: ACCOUNT_COMPONENTS.center },
      {
        key: 'account-settings',
        name: '个人设置',
        url: '/account/settings/base',
        component: ACCOUNT_COMPONENTS.settings,
      },
      // The notice bell's "view more" opens this path.
      {
        key: 'my-announcements',
        name: '我的消息',
        url: '/isps/userAnnouncement',
        component: 'system/UserAnnouncementList',
      },
    ],
  },
  {
    key: 'exception',
    name: '异常页',
    url: '/exception',
    component: 'layouts/RouteView',
    icon: 'warning',
    redirect: '/exception/403',
    children: [
      { key: 'exception-403', name: '403', url: '/exception/403', component: 'exception/403' },
      { key: 'exception-404', name: '404', url: '/exception/404', component: 'exception/404' },
      { key: 'exception-500', name: '500', url: '/exception/500', component: 'exception/500' },
    ],
  },
  {
    key: 'result',
    name: '结果页',
    url: '/result',
    component: 'layouts/PageView',
    icon: 'check-circle-o',
    redirect: '/result/success',
    children: [
      { key: 'result-success', name: '成功', url: '/result/success', component: 'result/Success' },
      { key: 'result-fail', name: '失败', url: '/result/fail', component: 'result/Error' },
    ],
  },
];
