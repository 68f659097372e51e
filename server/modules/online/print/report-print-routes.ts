import type { FastifyPluginAsync } from 'fastify';
import { formatDateTime } from '../../../db';
import { ApiError, ok, requireCaller } from '../../../http';
import { currentLocale, runInLocale } from '../../../i18n';
import { printMessages, reportMessages } from '../../../messages';
import { requireButton } from '../routes/caller-grants';
import { reportByCodeOrId, reports } from '../reports/report-catalogue';
import type { ReportSpec } from '../reports/report-spec';
import { reportPage, reportRows } from '../reports/run-report';
import { recordScopeOf, tenantScope, type RecordScope } from '../scope/record-scope';
import { PRINT_PAGE_POLICY, printNoticePage, printTablePage } from './print-page';
import { PrintTickets, PRINT_TICKET_TTL_MS, type PrintGrant } from './print-tickets';

type Query = Record<string, unknown>;

/** What a report ticket fixes when it is issued: the query as the page applied it, and the rows the caller may reach. */
interface ReportPrintScope {
  query: Query;
  records: RecordScope;
}

/** Rows on one printed page at most: a printout, not an export (导出 writes up to 100 000). */
export const PRINT_ROW_LIMIT = 2000;

const API = '/online/cgreport/api';
const keyParams = {
  type: 'object',
  required: ['key'],
  properties: { key: { type: 'string', pattern: '^[A-Za-z][A-Za-z0-9_-]{0,63}$' } },
} as const;
/** The report's query as getData takes it: flat values only (numbers arrive as text, as in a query string). */
const queryBody = {
  type: 'object',
  maxProperties: 60,
  propertyNames: { maxLength: 100 },
  additionalProperties: { type: 'string', maxLength: 1000 },
} as const;
const printQuery = {
  type: 'object',
  properties: { id: { type: 'string', maxLength: 100 }, ticket: { type: 'string', maxLength: 100 } },
} as const;

/** Read when the page answers: the texts follow the language of the request. */
function refusalText(refusal: 'unknown' | 'expired' | 'foreign'): string {
  if (refusal === 'expired') return printMessages.expiredTicket;
  return refusal === 'foreign' ? printMessages.foreignTicket : printMessages.unknownTicket;
}

const cellText = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/**
 * Report printing without a token in the address. JeecgBoot opens the print address with
 * `?id=<id>&token=<the session token>`; here the console first asks for a ticket
 * (`POST …/printTicket/<report>` with the query it shows, signed in, the report's button
 * checked, the caller's tenant and data rules fixed), then opens
 * `…/print?id=<cgRpConfigId>&ticket=<ticket>`. The page takes the ticket once, within a minute,
 * for that report only, and prints the rows the query matches as the caller's list shows them.
 */
export const reportPrintRoutes: FastifyPluginAsync = async (app) => {
  const tickets = new PrintTickets<ReportPrintScope>(app.clock, app.sharedState);

  app.post<{ Params: { key: string }; Body: Query }>(
    `${API}/printTicket/:key`,
    {
      config: { permission: reports.map((report) => report.permission) },
      schema: { params: keyParams, body: queryBody },
    },
    async (request) => {
      const report = reportByCodeOrId(request.params.key);
      if (!report) throw new ApiError(reportMessages.unknownReport);
      await requireButton(app, request, report.permission);
      const caller = requireCaller(request);
      const query = { ...request.body };
      const records = report.resource
        ? await recordScopeOf(app, request, report.resource)
        : tenantScope(request.tenantId);
      // A query the report refuses (a filter on no column of it, a bad parameter) is refused now, not on the page.
      await reportPage(app.db, report, { ...query, pageNo: 1, pageSize: 1 }, records);
      const grant: PrintGrant<ReportPrintScope> = {
        target: report.id,
        userId: caller.userId,
        locale: currentLocale(),
        scope: { query, records },
      };
      const ticket = await tickets.issue(grant);
      if (!ticket) throw new ApiError(printMessages.tooManyTickets);
      return ok({ id: report.id, ticket, expiresIn: PRINT_TICKET_TTL_MS / 1000 });
    },
  );

  // Public: a new window cannot send the token header. The ticket is its only key.
  app.get<{ Querystring: { id?: string; ticket?: string } }>(
    `${API}/print`,
    { config: { public: true }, schema: { querystring: printQuery } },
    async (request, reply) => {
      reply
        .type('text/html; charset=utf-8')
        .header('Content-Security-Policy', PRINT_PAGE_POLICY)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Referrer-Policy', 'no-referrer')
        .header('Cache-Control', 'no-store');
      const { id, ticket } = request.query;
      if (!id || !ticket) return printNoticePage(printMessages.pageTitle, printMessages.missingTicket);
      const redeemed = await tickets.redeem(ticket, id);
      if ('refusal' in redeemed) return printNoticePage(printMessages.pageTitle, refusalText(redeemed.refusal));
      const report = reportByCodeOrId(id);
      if (!report) return printNoticePage(printMessages.pageTitle, reportMessages.unknownReport);
      return runInLocale(redeemed.grant.locale, () => printReport(report, redeemed.grant));
    },
  );

  async function printReport(report: ReportSpec, grant: PrintGrant<ReportPrintScope>): Promise<string> {
    const user = await app.db
      .selectFrom('sys_user')
      .select(['realname', 'username'])
      .where('id', '=', grant.userId)
      .where('delFlag', '=', 0)
      .where('status', '=', 1)
      .executeTakeFirst();
    const { buttons } = await app.grants.grantsOf(app.db, grant.userId);
    // The account may have been frozen, or the button withdrawn, in the minute since the ticket was issued.
    if (!user || !buttons.has(report.permission)) return printNoticePage(report.name, printMessages.noLongerAllowed);
    const rows = await reportRows(app.db, report, grant.scope.query, grant.scope.records, PRINT_ROW_LIMIT);
    if (rows.length > PRINT_ROW_LIMIT) return printNoticePage(report.name, printMessages.tooManyRows(PRINT_ROW_LIMIT));
    const shown = report.columns.filter((column) => !column.hidden);
    return printTablePage({
      title: report.name,
      meta: printMessages.printedBy(user.realname || user.username, formatDateTime(app.clock()), rows.length),
      printLabel: printMessages.printButton,
      headers: shown.map((column) => column.title),
      rows: rows.map((row) =>
        shown.map((column) => cellText(column.dict ? row[`${column.field}_dictText`] : row[column.field])),
      ),
    });
  }
};
