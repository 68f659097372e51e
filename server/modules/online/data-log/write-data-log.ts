import type { Insertable, Kysely, Transaction } from 'kysely';
import { newId, type Database, type SysDataLogTable } from '../../../db';
import type { Audit } from '../records/store';
import { anyTables, inChunks, withoutRowOrder } from '../records/tables';
import type { ResourceSpec } from '../../../resources';

type Db = Kysely<Database> | Transaction<Database>;

/** JeecgBoot's type of a data log row holding a record's JSON (its form comments are 'comment'). */
export const DATA_LOG_JSON = 'json';

/**
 * Writes rows as they stand now to the data log (JeecgBoot's sys_data_log), each as the next
 * version of its row: the JSON of the stored row, who wrote it, when, in the writer's tenant.
 * Called in the transaction of the add or edit, so a refused write logs nothing.
 */
export async function logRowVersions(
  db: Db,
  resource: ResourceSpec,
  ids: readonly string[],
  audit: Audit,
): Promise<void> {
  // 100 rows of 12 values a statement: within every database's bound-parameter limit.
  for (const chunk of inChunks([...new Set(ids)], 100)) {
    const rows = await anyTables(db)
      .selectFrom(resource.code)
      .selectAll()
      .where('tenantId', '=', audit.tenantId)
      .where('id', 'in', chunk)
      .execute();
    if (!rows.length) continue;
    const latest = await db
      .selectFrom('sys_data_log')
      .select((eb) => ['dataId', eb.fn.max('dataVersion').as('version')])
      .where('dataTable', '=', resource.code)
      .where('dataId', 'in', chunk)
      .groupBy('dataId')
      .execute();
    const versions = new Map(latest.map((row) => [row.dataId, Number(row.version)]));
    const entries: Insertable<SysDataLogTable>[] = rows.map((row) => ({
      id: newId(),
      createBy: audit.username,
      createName: audit.realname ?? null,
      createTime: audit.now,
      updateBy: null,
      updateTime: null,
      dataTable: resource.code,
      dataId: String(row.id),
      dataContent: JSON.stringify(withoutRowOrder(row)),
      dataVersion: (versions.get(String(row.id)) ?? 0) + 1,
      type: DATA_LOG_JSON,
      tenantId: audit.tenantId,
    }));
    await db.insertInto('sys_data_log').values(entries).execute();
  }
}
