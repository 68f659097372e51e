import type { FastifyPluginAsync } from 'fastify';
import type { Selectable } from 'kysely';
import type { SysDataLogTable } from '../../../db';
import { fail, ok } from '../../../http';
import { systemMessages } from '../../../messages';
import { fetchPage, parseListQuery, resourceFields, type ListResource } from '../../../query';
import { visibleDataLogs } from '../../online';

/** The button of the 数据日志 page; every data-log route reads with it. */
export const DATA_LOG_LIST = 'data_log:list';

const dataLogResource: ListResource = { fields: resourceFields('sys_data_log'), defaultSort: 'createTime' };

const text = { type: 'string', maxLength: 200 } as const;
const compareQuery = {
  type: 'object',
  required: ['dataId1', 'dataId2'],
  properties: {
    dataId1: { type: 'string', minLength: 1, maxLength: 32 },
    dataId2: { type: 'string', minLength: 1, maxLength: 32 },
  },
} as const;
const versionsQuery = {
  type: 'object',
  required: ['dataTable', 'dataId'],
  properties: { dataTable: text, dataId: { type: 'string', maxLength: 32 }, type: { type: 'string', maxLength: 20 } },
} as const;

/** A log row as JeecgBoot's entity answers it: its version number is a string there. */
function asEntry(row: Selectable<SysDataLogTable>) {
  return { ...row, dataVersion: String(row.dataVersion) };
}

/**
 * JeecgBoot's SysDataLogController (`system/DataLogList` and its compare dialogs): the log list
 * filtered by `dataTable` / `dataId` with the list conventions, two versions by their log ids
 * (`queryCompareList`, answered in the order asked), and every version of one row, newest first
 * (`queryDataVerList`). Each reads the rows of the request's tenant the caller's lists and data
 * rules let him see (`visibleDataLogs`).
 */
export const dataLogRoutes: FastifyPluginAsync = async (app) => {
  const config = { permission: DATA_LOG_LIST };

  app.get<{ Querystring: Record<string, unknown> }>('/sys/dataLog/list', { config }, async (request) => {
    const list = parseListQuery(request.query, dataLogResource);
    const base = app.db
      .selectFrom('sys_data_log')
      .selectAll()
      .where(await visibleDataLogs(app, request));
    const page = await fetchPage(base, list);
    return ok({ ...page, records: page.records.map(asEntry) });
  });

  app.get<{ Querystring: { dataId1: string; dataId2: string } }>(
    '/sys/dataLog/queryCompareList',
    { config, schema: { querystring: compareQuery } },
    async (request) => {
      const wanted = [request.query.dataId1, request.query.dataId2];
      const rows = await app.db
        .selectFrom('sys_data_log')
        .selectAll()
        .where('id', 'in', wanted)
        .where(await visibleDataLogs(app, request))
        .execute();
      const byId = new Map(rows.map((row) => [row.id, row]));
      const found = wanted.map((id) => byId.get(id));
      // The compare dialog reads the first and the second version: both must be there.
      if (found.some((row) => !row)) return fail(systemMessages.dataLogNotFound);
      return ok(found.flatMap((row) => (row ? [asEntry(row)] : [])));
    },
  );

  app.get<{ Querystring: { dataTable: string; dataId: string; type?: string } }>(
    '/sys/dataLog/queryDataVerList',
    { config, schema: { querystring: versionsQuery } },
    async (request) => {
      const { dataTable, dataId, type } = request.query;
      let query = app.db
        .selectFrom('sys_data_log')
        .selectAll()
        .where('dataTable', '=', dataTable)
        .where('dataId', '=', dataId)
        .where(await visibleDataLogs(app, request));
      if (type?.trim()) query = query.where('type', '=', type.trim());
      const rows = await query.orderBy('createTime', 'desc').orderBy('dataVersion', 'desc').execute();
      return rows.length ? ok(rows.map(asEntry)) : fail(systemMessages.noDataVersions);
    },
  );
};
