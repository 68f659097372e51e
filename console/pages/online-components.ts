import type { ConsoleRoute } from '../session';

/** The online-form list components of a JeecgBoot menu table: every one is drawn by the farm list page. */
export const ONLINE_FORM_LISTS: readonly string[] = [
  'modules/online/cgform/auto/OnlCgformAutoList',
  'modules/online/cgform/auto/OnlCgformTreeList',
  'modules/online/cgform/auto/erp/OnlCgformErpList',
  'modules/online/cgform/auto/tab/OnlCgformTabList',
  'modules/online/cgform/auto/innerTable/OnlCgformInnerTableList',
];

/** The online-report list component: a statistics page or the built-in report list. */
export const ONLINE_REPORT_LIST = 'modules/online/cgreport/auto/OnlCgreportAutoList';

/** The form or report code: the last segment of the menu's path (or url), as JeecgBoot reads it. */
export function onlineCode(route: Pick<ConsoleRoute, 'path' | 'meta'>): string {
  const source = route.path.includes(':') && route.meta.url ? route.meta.url : route.path;
  const last = (source.split(/[?#]/)[0] ?? '').replace(/\/+$/, '').split('/').pop() ?? '';
  return last.startsWith(':') ? '' : decodeURIComponent(last);
}
