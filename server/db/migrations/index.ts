import type { Migration, MigrationProvider } from 'kysely';
import { systemDomain } from './0001-system';
import { systemAdministration } from './0002-system-admin';
import { checkAndFillRules } from './0003-check-and-fill-rules';
import { announcementDepartments } from './0004-announcement-departments';
import { farmDomain } from './0005-farm';
import { quartzJobs } from './0006-quartz';
import { orderAnalysisIndex } from './0007-order-analysis-index';
import { orderRankingIndexes } from './0008-order-ranking-indexes';
import { orderAnalysisProvince } from './0009-order-analysis-province';
import { tenantsOnBusinessRows } from './0010-tenants';
import { machineTypesDeviceDataAndDataLog } from './0011-machine-types-device-data-data-log';
import { thirdAccounts } from './0012-third-accounts';
import { quartzLeases } from './0013-quartz-leases';
import { partRowOrder } from './0014-part-row-order';
import { orderListTenantIndexes } from './0015-order-list-tenant-indexes';

/**
 * Every migration, in order. Names sort: add the next one as '0002-<what>' and never edit one
 * that has shipped (Kysely refuses to start when an applied migration is missing).
 */
const migrations: Record<string, Migration> = {
  '0001-system': systemDomain,
  '0002-system-admin': systemAdministration,
  '0003-check-and-fill-rules': checkAndFillRules,
  '0004-announcement-departments': announcementDepartments,
  '0005-farm': farmDomain,
  '0006-quartz': quartzJobs,
  '0007-order-analysis-index': orderAnalysisIndex,
  '0008-order-ranking-indexes': orderRankingIndexes,
  '0009-order-analysis-province': orderAnalysisProvince,
  '0010-tenants': tenantsOnBusinessRows,
  '0011-machine-types-device-data-data-log': machineTypesDeviceDataAndDataLog,
  '0012-third-accounts': thirdAccounts,
  '0013-quartz-leases': quartzLeases,
  '0014-part-row-order': partRowOrder,
  '0015-order-list-tenant-indexes': orderListTenantIndexes,
};

/** Migrations live in code (no file-system scanning), so bundling and tests see the same list. */
export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
