import type { ReactElement } from 'react';
import { lazyView, viewGroup } from '../lazy';
import type { ConsoleRoute } from '../session';
import { AnalysisPage } from './dashboard/analysis-page';
import { ChartPage } from './dashboard/chart-page';
import { BigDataPage } from './dashboard/big-data-page';
import { MonitorPage } from './dashboard/monitor-page';
import { TaskPage } from './dashboard/task-page';
import { WorkplacePage } from './dashboard/workplace-page';
import { Exception403, Exception404, Exception500 } from './exception';
import { IframePage } from './iframe/iframe-page';
import { ResultError, ResultSuccess } from './result';
import { subjectOfReport } from './statistics/statistics-subjects';
import { ONLINE_FORM_LISTS, ONLINE_REPORT_LIST, onlineCode } from './online-components';
import { prefetchPageFiles } from './page-files';
import { PageUnavailable } from './unavailable/page-unavailable';
import { SectionIndex } from './unavailable/section-index';

type PageRenderer = (route: ConsoleRoute) => ReactElement;

// The pages of each menu group come in a chunk of their own, fetched on first need (and ahead of
// it once the shell is idle): the shell a user signs in to carries the dashboards only.
const systemPages = viewGroup(() => import('./system'));
const farmPages = viewGroup(() => import('./farm'));
const reportPages = viewGroup(() => import('./online-report'));
const statisticsPages = viewGroup(() => import('./statistics/statistics-page'));
const accountPages = viewGroup(() => import('./account'));
const announcementPages = viewGroup(() => import('./announcement/my-announcements-page'));
const PAGE_GROUPS = [systemPages, farmPages, reportPages, statisticsPages, accountPages, announcementPages];

const DataLogList = lazyView(systemPages, (pages) => pages.DataLogList);
const CheckRuleList = lazyView(systemPages, (pages) => pages.CheckRuleList);
const DataSourceList = lazyView(systemPages, (pages) => pages.DataSourceList);
const FillRuleList = lazyView(systemPages, (pages) => pages.FillRuleList);
const DepartList = lazyView(systemPages, (pages) => pages.DepartList);
const DepartUserList = lazyView(systemPages, (pages) => pages.DepartUserList);
const DictList = lazyView(systemPages, (pages) => pages.DictList);
const GatewayRouteList = lazyView(systemPages, (pages) => pages.GatewayRouteList);
const LogList = lazyView(systemPages, (pages) => pages.LogList);
const OnlineUserList = lazyView(systemPages, (pages) => pages.OnlineUserList);
const PermissionList = lazyView(systemPages, (pages) => pages.PermissionList);
const PositionList = lazyView(systemPages, (pages) => pages.PositionList);
const QuartzJobList = lazyView(systemPages, (pages) => pages.QuartzJobList);
const RoleList = lazyView(systemPages, (pages) => pages.RoleList);
const SysAnnouncementList = lazyView(systemPages, (pages) => pages.SysAnnouncementList);
const SysCategoryList = lazyView(systemPages, (pages) => pages.SysCategoryList);
const TenantList = lazyView(systemPages, (pages) => pages.TenantList);
const UserList = lazyView(systemPages, (pages) => pages.UserList);
const FarmListPage = lazyView(farmPages, (pages) => pages.FarmListPage);
const OnlineReportPage = lazyView(reportPages, (pages) => pages.OnlineReportPage);
const StatisticsPage = lazyView(statisticsPages, (pages) => pages.StatisticsPage);
const AccountCenter = lazyView(accountPages, (pages) => pages.AccountCenter);
const AccountSettings = lazyView(accountPages, (pages) => pages.AccountSettings);
const MyAnnouncementsPage = lazyView(announcementPages, (pages) => pages.MyAnnouncementsPage);

/**
 * Fetches every group of pages ahead of need, once the shell has drawn its first page: the built
 * console has the browser prefetch their files (page-files.ts), so their code runs only when a
 * menu opens it; the development server, which names no files, fetches and runs the groups.
 */
export function prefetchPages(): void {
  if (prefetchPageFiles()) return;
  for (const group of PAGE_GROUPS) group.prefetch();
}

const section: PageRenderer = (route) => <SectionIndex route={route} />;
const iframe: PageRenderer = (route) => <IframePage route={route} />;
const farmList: PageRenderer = (route) => <FarmListPage route={route} />;
/**
 * Online reports: the seeded statistics reports have their own page, by report code; every other
 * report code is drawn by the built-in report list.
 */
const onlineReport: PageRenderer = (route) => {
  const subject = subjectOfReport(onlineCode(route));
  return subject ? <StatisticsPage key={subject} subject={subject} /> : <OnlineReportPage route={route} />;
};

/**
 * Menu component names (api-contract.md, "Menu component names") mapped to console pages, so
 * an existing JeecgBoot menu table works unchanged. Online-form lists are the generic farm list,
 * online reports the statistics pages or the built-in report list.
 * A name missing here opens the "page not available" view.
 */
const PAGES: Readonly<Record<string, PageRenderer>> = {
  'layouts/RouteView': section,
  'layouts/TabLayout': section,
  'layouts/PageView': section,
  'layouts/BlankLayout': section,
  'layouts/IframePageView': iframe,
  'layouts/IframeFReportView': iframe,
  'dashboard/Analysis': () => <AnalysisPage />,
  'dashboard/Workplace': () => <WorkplacePage />,
  'dashboard/IndexChart': () => <ChartPage />,
  'dashboard/IndexTask': () => <TaskPage />,
  'dashboard/Monitor': () => <MonitorPage />,
  'dashboard/IndexBdc': () => <BigDataPage />,
  'account/center': () => <AccountCenter />,
  'account/settings': () => <AccountSettings section="base" />,
  // The stock client's file names (views/account/center/Index.vue), which our server seeds too.
  'account/center/Index': () => <AccountCenter />,
  'account/settings/Index': () => <AccountSettings section="base" />,
  'exception/403': () => <Exception403 />,
  'exception/404': () => <Exception404 />,
  'exception/500': () => <Exception500 />,
  'result/Success': () => <ResultSuccess />,
  'result/Error': () => <ResultError />,
  'system/QuartzJobList': () => <QuartzJobList />,
  'system/UserList': () => <UserList />,
  'system/DepartList': () => <DepartList />,
  'system/DepartUserList': () => <DepartUserList />,
  'system/RoleList': () => <RoleList />,
  'system/PermissionList': () => <PermissionList />,
  'system/SysPositionList': () => <PositionList />,
  'system/TenantList': () => <TenantList />,
  'system/SysGatewayRouteList': () => <GatewayRouteList />,
  'system/SysDataSourceList': () => <DataSourceList />,
  'system/LogList': () => <LogList />,
  'system/DataLogList': () => <DataLogList />,
  'system/SysUserOnlineList': () => <OnlineUserList />,
  'system/SysCheckRuleList': () => <CheckRuleList />,
  'system/SysFillRuleList': () => <FillRuleList />,
  'system/DictList': () => <DictList />,
  'system/SysCategoryList': () => <SysCategoryList />,
  'system/SysAnnouncementList': () => <SysAnnouncementList />,
  'system/UserAnnouncementList': () => <MyAnnouncementsPage />,
  ...Object.fromEntries(ONLINE_FORM_LISTS.map((component) => [component, farmList])),
  [ONLINE_REPORT_LIST]: onlineReport,
};

/** The page a menu route shows. */
export function renderPage(route: ConsoleRoute): ReactElement {
  const render = Object.hasOwn(PAGES, route.component) ? PAGES[route.component] : null;
  return render ? render(route) : <PageUnavailable route={route} />;
}

/** Whether the console has a page for this menu component name. */
export function hasPage(component: string): boolean {
  return Object.hasOwn(PAGES, component);
}
