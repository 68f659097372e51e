import { cooperativePopup, driverPopup, machinePopup } from './popup-reports';
import type { ReportSpec } from './report-spec';
import { orderStatistics, workStatistics } from './statistics-reports';

/** Every online report: the popups of the business forms and the statistics pages. */
export const reports: readonly ReportSpec[] = [
  driverPopup,
  machinePopup,
  cooperativePopup,
  orderStatistics,
  workStatistics,
];

/** A report by its code (getRpColumns) or its id (getQueryInfo, getData). */
export function reportByCodeOrId(key: string): ReportSpec | undefined {
  return reports.find((report) => report.code === key || report.id === key);
}
