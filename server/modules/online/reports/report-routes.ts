import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { ApiError, ok } from '../../../http';
import { reportMessages } from '../../../messages';
import { allDictItems, type DictItem } from '../../dict';
import { requireButton } from '../routes/caller-grants';
import { recordScopeOf, tenantScope } from '../scope/record-scope';
import { reportByCodeOrId, reports } from './report-catalogue';
import type { ReportSpec } from './report-spec';
import { reportPage } from './run-report';

type Query = Record<string, unknown>;
interface KeyParams {
  key: string;
}

const params = { type: 'object', required: ['key'], properties: { key: { type: 'string', pattern: '^[A-Za-z][A-Za-z0-9_-]{0,63}$' } } } as const;

/** A report named by code or id, after the caller's button for it is checked. */
async function reportFor(app: FastifyInstance, request: FastifyRequest, key: string): Promise<ReportSpec> {
  const report = reportByCodeOrId(key);
  if (!report) throw new ApiError(reportMessages.unknownReport);
  await requireButton(app, request, report.permission);
  return report;
}

function viewOf(kind: string, dict: string | undefined): string {
  if (dict) return 'list';
  return kind === 'number' ? 'number' : kind === 'text' ? 'text' : kind;
}

/**
 * The online reports of the popup picker and the statistics pages, JeecgBoot's
 * `/online/cgreport/api/...`: getRpColumns by code, getQueryInfo / getParamsInfo / getData by
 * id (`cgRpConfigId`; the code is accepted too). Rows have no id column.
 */
export const reportRoutes: FastifyPluginAsync = async (app) => {
  const api = '/online/cgreport/api';
  const schema = { params };
  // Some report's button; the handler checks the one of the report the URL names.
  const config = { permission: reports.map((report) => report.permission) };

  app.get<{ Params: KeyParams }>(`${api}/getRpColumns/:key`, { config, schema }, async (request) => {
    const report = await reportFor(app, request, request.params.key);
    const shown = report.columns.filter((column) => !column.hidden);
    const items = await allDictItems(app.db, [...new Set(shown.flatMap((column) => (column.dict ? [column.dict] : [])))]);
    const dictOptions: Record<string, DictItem[]> = {};
    for (const column of shown) if (column.dict) dictOptions[column.field] = items[column.dict] ?? [];
    return ok({
      columns: shown.map((column) => ({
        title: column.title,
        dataIndex: column.field,
        align: 'center',
        sorter: true,
        ...(column.dict ? { customRender: column.field } : {}),
      })),
      dictOptions,
      cgRpConfigId: report.id,
      cgRpConfigName: report.name,
      fieldHrefSlots: [],
      isGroupTitle: false,
    });
  });

  app.get<{ Params: KeyParams }>(`${api}/getQueryInfo/:key`, { config, schema }, async (request) => {
    const report = await reportFor(app, request, request.params.key);
    return ok(
      report.columns.flatMap((column, order) =>
        column.query
          ? [{ field: column.field, label: column.title, view: viewOf(column.kind, column.dict), mode: column.query, order, ...(column.dict ? { dictCode: column.dict } : {}) }]
          : [],
      ),
    );
  });

  app.get<{ Params: KeyParams }>(`${api}/getParamsInfo/:key`, { config, schema }, async (request) => {
    const report = await reportFor(app, request, request.params.key);
    return ok(report.params.map((param, order) => ({ paramName: param.name, paramTxt: param.title, paramValue: '', orderNum: order })));
  });

  app.get<{ Params: KeyParams; Querystring: Query }>(`${api}/getData/:key`, { config, schema }, async (request) => {
    const report = await reportFor(app, request, request.params.key);
    const scope = report.resource ? await recordScopeOf(app, request, report.resource) : tenantScope(request.tenantId);
    return ok(await reportPage(app.db, report, request.query, scope));
  });
};
