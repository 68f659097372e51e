import { reports } from './reports/report-catalogue';
import { farmResources } from '../../resources';
import { orderResource } from '../../resources/orders';

/** A button permission the farm routes check, and the menu page it belongs under. */
export interface FarmButton {
  code: string;
  name: string;
  menuUrl: string;
}

const ACTION_NAMES = {
  list: '查询',
  add: '添加',
  edit: '编辑',
  delete: '删除',
  batch_delete: '批量删除',
  import: '导入',
  export: '导出',
} as const;

/** The yield statistics page has no online report of its own; its button opens its figures. */
export const YIELD_STATISTICS_BUTTON: FarmButton = {
  code: 'online_report:farm_yield_stat',
  name: '报表：产量统计',
  menuUrl: '/online/cgreport/farm_yield_stat',
};

/**
 * Every button code of the resources (`<prefix>:<action>`, the order's `transition`) and of the
 * reports, for the demo seed: buttons the system seed already created are reused there.
 */
export function farmButtons(): FarmButton[] {
  const resourceButtons = farmResources.flatMap((resource) =>
    Object.entries(ACTION_NAMES).map(([action, name]) => ({
      code: `${resource.permission}:${action}`,
      name,
      menuUrl: resource.menuUrl,
    })),
  );
  const transition = {
    code: `${orderResource.permission}:transition`,
    name: '状态流转',
    menuUrl: orderResource.menuUrl,
  };
  const reportButtons = reports.flatMap((report) =>
    report.menuUrls.map((menuUrl) => ({ code: report.permission, name: `报表：${report.name}`, menuUrl })),
  );
  return [...resourceButtons, transition, ...reportButtons, YIELD_STATISTICS_BUTTON];
}
