import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { ApiError, ok } from '../../../http';
import { excelMessages, reportMessages } from '../../../messages';
import { allDictItems, type DictItem } from '../../dict';
import { attachmentHeader } from '../excel/export-records';
import { EXCEL_LIMITS, XLSX_CONTENT_TYPE } from '../excel/limits';
import { workbookOf } from '../excel/write-workbook';
import { requireButton } from '../routes/caller-grants';
import { recordScopeOf, tenantScope, type RecordScope } from '../scope/record-scope';
import { reportByCodeOrId, reports } from './report-catalogue';
import type { ReportColumn, ReportSpec } from './report-spec';
import { reportPage, reportRows } from './run-report';
import { seededText } from '../../../i18n';

type Query = Record<string, unknown>;
interface KeyParams {
  key: string;
}

const params = {
  type: 'object',
  required: ['key'],
  properties: { key: { type: 'string', pattern: '^[A-Za-z][A-Za-z0-9_-]{0,63}$' } },
} as const;

/** A report named by code or id, after the caller's button for it is checked. */
async function reportFor(app: FastifyInstance, request: FastifyRequest, key: string): Promise<ReportSpec> {
  const report = reportByCodeOrId(key);
  if (!report) throw new ApiError(reportMessages.unknownReport);
  await requireButton(app, request, report.permission);
  return report;
}

/** The rows a report reads: the caller's rows of the resource it summarises, or the tenant's. */
async function scopeOf(app: FastifyInstance, request: FastifyRequest, report: ReportSpec): Promise<RecordScope> {
  return report.resource ? recordScopeOf(app, request, report.resource) : tenantScope(request.tenantId);
}

/** JeecgBoot's field types of report columns; its page shortens a 'Date' to the day. */
const FIELD_TYPES = { text: 'String', number: 'BigDecimal', date: 'Date', datetime: 'Datetime' } as const;

function fieldTypeOf(column: ReportColumn): string {
  return column.kind === 'number' && column.integer ? 'Long' : FIELD_TYPES[column.kind];
}

/** The report's shown columns as its clients draw them, with the items of their dictionaries. */
async function columnsOf(app: FastifyInstance, report: ReportSpec) {
  const shown = report.columns.filter((column) => !column.hidden);
  const items = await allDictItems(app.db, [...new Set(shown.flatMap((column) => (column.dict ? [column.dict] : [])))]);
  const dictOptions: Record<string, DictItem[]> = {};
  for (const column of shown) if (column.dict) dictOptions[column.field] = items[column.dict] ?? [];
  return {
    columns: shown.map((column) => ({
      title: seededText('report', column.title),
      dataIndex: column.field,
      align: 'center',
      sorter: true,
      fieldType: fieldTypeOf(column),
      // JeecgBoot's report page sums the columns marked '1' into its 合计 line itself, over the
      // rows of the page (it asks for one row fewer to make room); the data carries no totals row.
      isTotal: column.total ? '1' : '0',
      ...(column.dict ? { customRender: column.field } : {}),
    })),
    dictOptions,
  };
}

function viewOf(kind: string, dict: string | undefined): string {
  if (dict) return 'list';
  return kind === 'number' ? 'number' : kind === 'text' ? 'text' : kind;
}

/**
 * The online reports of the popup picker and the statistics pages, JeecgBoot's
 * `/online/cgreport/api/...`: getRpColumns by code, getQueryInfo / getParamsInfo / getData by
 * id (`cgRpConfigId`; the code is accepted too), and the report page's getColumnsAndData and
 * exportManySheetXls (exportXls). Rows have no id column.
 */
export const reportRoutes: FastifyPluginAsync = async (app) => {
  const api = '/online/cgreport/api';
  const schema = { params };
  // Some report's button; the handler checks the one of the report the URL names.
  const config = { permission: reports.map((report) => report.permission) };

  app.get<{ Params: KeyParams }>(`${api}/getRpColumns/:key`, { config, schema }, async (request) => {
    const report = await reportFor(app, request, request.params.key);
    return ok({
      ...(await columnsOf(app, report)),
      cgRpConfigId: report.id,
      cgRpConfigName: seededText('report', report.name),
      fieldHrefSlots: [],
      isGroupTitle: false,
    });
  });

  // The report page (OnlCgreportAutoList): its columns and a page of its rows in one answer.
  app.get<{ Params: KeyParams; Querystring: Query }>(
    `${api}/getColumnsAndData/:key`,
    { config, schema },
    async (request) => {
      const report = await reportFor(app, request, request.params.key);
      const data = await reportPage(app.db, report, request.query, await scopeOf(app, request, report));
      return ok({
        ...(await columnsOf(app, report)),
        data,
        cgreportHeadName: seededText('report', report.name),
        fieldHrefSlots: [],
        isGroupTitle: false,
      });
    },
  );

  // 导出 of the report page (exportManySheetXls; exportXls is JeecgBoot's older name): every row the query matches.
  for (const url of [`${api}/exportManySheetXls/:key`, `${api}/exportXls/:key`]) {
    app.get<{ Params: KeyParams; Querystring: Query }>(url, { config, schema }, async (request, reply) => {
      const report = await reportFor(app, request, request.params.key);
      const rows = await reportRows(
        app.db,
        report,
        request.query,
        await scopeOf(app, request, report),
        EXCEL_LIMITS.exportRows,
      );
      if (rows.length > EXCEL_LIMITS.exportRows)
        throw new ApiError(excelMessages.exportTooLarge(EXCEL_LIMITS.exportRows));
      const shown = report.columns.filter((column) => !column.hidden);
      const cells = rows.map((row) =>
        shown.map((column) => (column.dict ? row[`${column.field}_dictText`] : row[column.field])),
      );
      reply.header('Content-Type', XLSX_CONTENT_TYPE).header('Content-Disposition', attachmentHeader(report.name));
      return workbookOf(
        report.name,
        shown.map((column) => column.title),
        cells,
      );
    });
  }

  app.get<{ Params: KeyParams }>(`${api}/getQueryInfo/:key`, { config, schema }, async (request) => {
    const report = await reportFor(app, request, request.params.key);
    return ok(
      report.columns.flatMap((column, order) =>
        column.query
          ? [
              {
                field: column.field,
                label: seededText('report', column.title),
                view: viewOf(column.kind, column.dict),
                mode: column.query,
                order,
                ...(column.dict ? { dictCode: column.dict } : {}),
              },
            ]
          : [],
      ),
    );
  });

  app.get<{ Params: KeyParams }>(`${api}/getParamsInfo/:key`, { config, schema }, async (request) => {
    const report = await reportFor(app, request, request.params.key);
    return ok(
      report.params.map((param, order) => ({
        paramName: param.name,
        paramTxt: seededText('report', param.title),
        paramValue: '',
        orderNum: order,
      })),
    );
  });

  app.get<{ Params: KeyParams; Querystring: Query }>(`${api}/getData/:key`, { config, schema }, async (request) => {
    const report = await reportFor(app, request, request.params.key);
    return ok(await reportPage(app.db, report, request.query, await scopeOf(app, request, report)));
  });
};
