import type { ReactElement } from 'react';
import type { ConsoleRoute } from '../session';
import { AccountCenter, AccountSettings } from './account';
import { MyAnnouncementsPage } from './announcement/my-announcements-page';
import { AnalysisPage } from './dashboard/analysis-page';
import { ChartPage } from './dashboard/chart-page';
import { BigDataPage } from './dashboard/big-data-page';
import { MonitorPage } from './dashboard/monitor-page';
import { TaskPage } from './dashboard/task-page';
import { WorkplacePage } from './dashboard/workplace-page';
import { Exception403, Exception404, Exception500 } from './exception';
import { IframePage } from './iframe/iframe-page';
import { ResultError, ResultSuccess } from './result';
import { FarmListPage } from './farm';
import { OnlineReportPage } from './online-report';
import { StatisticsPage } from './statistics/statistics-page';
import { subjectOfReport } from './statistics/statistics-subjects';
import { ONLINE_FORM_LISTS, ONLINE_REPORT_LIST, onlineCode } from './online-components';
import { PageUnavailable } from './unavailable/page-unavailable';
import { SectionIndex } from './unavailable/section-index';
import {
  DataSourceList,
  DepartList,
  DictList,
  GatewayRouteList,
  LogList,
  OnlineUserList,
  PermissionList,
  PositionList,
  QuartzJobList,
  RoleList,
  SysAnnouncementList,
  SysCategoryList,
  TenantList,
  UserList,
} from './system';

type PageRenderer = (route: ConsoleRoute) => ReactElement;

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
  'exception/403': () => <Exception403 />,
  'exception/404': () => <Exception404 />,
  'exception/500': () => <Exception500 />,
  'result/Success': () => <ResultSuccess />,
  'result/Error': () => <ResultError />,
  'system/QuartzJobList': () => <QuartzJobList />,
  'system/UserList': () => <UserList />,
  'system/DepartList': () => <DepartList />,
  'system/RoleList': () => <RoleList />,
  'system/PermissionList': () => <PermissionList />,
  'system/SysPositionList': () => <PositionList />,
  'system/TenantList': () => <TenantList />,
  'system/SysGatewayRouteList': () => <GatewayRouteList />,
  'system/SysDataSourceList': () => <DataSourceList />,
  'system/LogList': () => <LogList />,
  'system/SysUserOnlineList': () => <OnlineUserList />,
  'system/DictList': () => <DictList />,
  'system/SysCategoryList': () => <SysCategoryList />,
  'system/SysAnnouncementList': () => <SysAnnouncementList />,
  'system/UserAnnouncementList': () => <MyAnnouncementsPage />,
  ...Object.fromEntries(ONLINE_FORM_LISTS.map((component) => [component, farmList])),
  [ONLINE_REPORT_LIST]: onlineReport,
};

/** The page a menu route shows. */
export function renderPage(route: ConsoleRoute): ReactElement {
  const render = Object.prototype.hasOwnProperty.call(PAGES, route.component) ? PAGES[route.component] : null;
  return render ? render(route) : <PageUnavailable route={route} />;
}

/** Whether the console has a page for this menu component name. */
export function hasPage(component: string): boolean {
  return Object.prototype.hasOwnProperty.call(PAGES, component);
}
