import type { FastifyPluginAsync } from 'fastify';
import { cgformRoutes } from './cgform/cgform-routes';
import { orderRoutes } from './orders/order-routes';
import { reportPrintRoutes } from './print/report-print-routes';
import { reportRoutes } from './reports/report-routes';
import { farmDeclarationRoutes } from './routes/farm-declaration';
import { farmRoutes } from './routes/farm-routes';
import { registerImportUploads } from './routes/import-upload';

/**
 * The configuration-driven farm business: every declared resource at `/farm/<path>/...` and in
 * JeecgBoot's online-form API by code, the order state flow, and the online reports.
 */
export const onlineModule: FastifyPluginAsync = async (app) => {
  await registerImportUploads(app);
  await app.register(farmRoutes);
  await app.register(farmDeclarationRoutes);
  await app.register(orderRoutes);
  await app.register(cgformRoutes);
  await app.register(reportRoutes);
  await app.register(reportPrintRoutes);
};

export { farmResources, resourceByCode, resourceByPath, columnKindsOf } from '../../resources';
export type { FarmResource, FarmTable, ResourceSpec, FieldSpec } from '../../resources';
export { listRecords, listResourceOf } from './records/list-records';
export { recordScopeOf, tenantScope, inScope } from './scope/record-scope';
export type { RecordScope } from './scope/record-scope';
export { withDictTexts } from './records/with-dict-texts';
export type { AnyRow } from './records/tables';
export { ORDER_STATUS, ORDER_ACTIONS, canTransition } from './orders/order-flow';
export { ORDER_TRANSITION_PERMISSION } from './orders/order-routes';
export { permissionCode } from './routes/caller-grants';
export { reports, reportByCodeOrId } from './reports/report-catalogue';
export type { ReportSpec } from './reports/report-spec';
export { EXCEL_LIMITS } from './excel/limits';
export { visibleDataLogs } from './data-log/visible-data-logs';
export { DATA_LOG_JSON } from './data-log/write-data-log';
