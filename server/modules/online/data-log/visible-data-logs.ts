import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql, type Expression, type SqlBool } from 'kysely';
import { requireCaller } from '../../../http';
import { anyTables } from '../records/tables';
import { farmResources, type ResourceSpec } from '../../../resources';
import { permissionCode } from '../routes/caller-grants';
import { inScope, recordScopeOf } from '../scope/record-scope';
import { DATA_LOG_JSON } from './write-data-log';

/**
 * The data log rows a request may read, as one condition on `sys_data_log`: those of its tenant,
 * of the tables whose list the caller may open (`<prefix>:list`), and of those only the rows his
 * data rules on the table's page let him see (a version tells what the row held: it is the row).
 * A row the rules hide, or one deleted since, keeps its log from a caller under rules; a caller
 * without rules on the table reads its whole log.
 */
export async function visibleDataLogs(app: FastifyInstance, request: FastifyRequest): Promise<Expression<SqlBool>> {
  const { buttons } = await app.grants.grantsOf(app.db, requireCaller(request).userId);
  const readable = (farmResources as readonly ResourceSpec[]).filter((resource) =>
    buttons.has(permissionCode(resource.permission, 'list')),
  );
  const free: string[] = [];
  const ruled: Expression<SqlBool>[] = [];
  for (const resource of readable) {
    const scope = await recordScopeOf(app, request, resource);
    if (!scope.rules.length) {
      free.push(resource.code);
      continue;
    }
    const rows = inScope(anyTables(app.db).selectFrom(resource.code).select('id'), scope);
    ruled.push(sql<SqlBool>`(${sql.ref('dataTable')} = ${resource.code} and ${sql.ref('dataId')} in (${rows}))`);
  }
  const tables = [...(free.length ? [sql<SqlBool>`${sql.ref('dataTable')} in (${sql.join(free)})`] : []), ...ruled];
  const anyTable = tables.length ? sql<SqlBool>`(${sql.join(tables, sql` or `)})` : sql<SqlBool>`1 = 0`;
  return sql<SqlBool>`${sql.ref('tenantId')} = ${request.tenantId} and ${sql.ref('type')} = ${DATA_LOG_JSON} and ${anyTable}`;
}
