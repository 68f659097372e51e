import type { Kysely } from 'kysely';
import type { Database } from '../../../db';
import { ApiError, refused } from '../../../http';
import { reportMessages } from '../../../messages';
import { dictTexts } from '../../dict';
import {
  fetchPage,
  orderListQuery,
  parseListQuery,
  typedValue,
  whereListQuery,
  type ListResource,
  type Page,
} from '../../../query';
import { anyTables, type AnyRow } from '../records/tables';
import type { RecordScope } from '../scope/record-scope';
import type { ReportParams, ReportSpec } from './report-spec';

type Query = Record<string, unknown>;

const DYNAMIC = 'self_';
const LONGEST_PARAM = 100;

/**
 * Splits `self_<param>` dynamic parameters from the list parameters. Declared ones are typed
 * and bound into the report's query; others are dropped, as they can name nothing in it.
 */
export function splitParams(report: ReportSpec, query: Query): { params: ReportParams; rest: Query } {
  const params = new Map<string, string | number>();
  const rest: Query = {};
  for (const [key, value] of Object.entries(query)) {
    if (!key.startsWith(DYNAMIC)) {
      rest[key] = value;
      continue;
    }
    const param = report.params.find((candidate) => candidate.name === key.slice(DYNAMIC.length));
    const text = Array.isArray(value) ? value.join(',') : String(value ?? '');
    if (!param || !text.trim()) continue;
    if (text.length > LONGEST_PARAM) throw refused(reportMessages.badParam(param.name));
    try {
      params.set(param.name, typedValue(param.name, param.kind, text));
    } catch (error) {
      if (error instanceof ApiError) throw refused(reportMessages.badParam(param.name));
      throw error;
    }
  }
  return { params, rest };
}

function listResourceOf(report: ReportSpec): ListResource {
  return {
    fields: Object.fromEntries(report.columns.map((column) => [column.field, column.kind])),
    defaultSort: report.defaultSort,
  };
}

/** Aggregates come back as text or bigint on some databases: numbers are numbers. */
async function asRecords(db: Kysely<Database>, report: ReportSpec, rows: readonly AnyRow[]): Promise<AnyRow[]> {
  const coded = report.columns.filter((column) => column.dict);
  const texts = coded.length
    ? await dictTexts(db, [...new Set(coded.map((column) => column.dict as string))])
    : new Map();
  return rows.map((row) => {
    const record: AnyRow = { ...row };
    for (const column of report.columns) {
      const value = row[column.field];
      if (column.kind === 'number' && value !== null && value !== undefined) record[column.field] = Number(value);
      if (!column.dict) continue;
      const items: Map<string, string> = texts.get(column.dict) ?? new Map();
      const parts =
        value === null || value === undefined ? [] : column.multi ? String(value).split(',') : [String(value)];
      record[`${column.field}_dictText`] = parts.map((part) => items.get(part.trim()) ?? '').join(',');
    }
    return record;
  });
}

/**
 * Parameters of the report pages that filter nothing: the URL parameters again as one string
 * (`onlRepUrlParamStr`; their `self_` copies are read) and the export's chosen rows (`force_id`:
 * report rows have no id to choose by).
 */
const PAGE_PARAMS = ['onlRepUrlParamStr', 'force_id'];

function listQueryOf(report: ReportSpec, query: Query) {
  const { params, rest } = splitParams(report, query);
  const sortGiven = rest.column !== undefined || rest.order !== undefined;
  const list = parseListQuery(sortGiven ? rest : { ...rest, order: report.defaultOrder ?? 'desc' }, {
    ...listResourceOf(report),
    ownParams: PAGE_PARAMS,
  });
  return { params, list };
}

/** A page of a report over the rows of the scope: filtered and sorted by its columns only, then paged. */
export async function reportPage(
  db: Kysely<Database>,
  report: ReportSpec,
  query: Query,
  scope: RecordScope,
): Promise<Page<AnyRow>> {
  const { params, list } = listQueryOf(report, query);
  const base = anyTables(db)
    .selectFrom(report.source(db, params, scope).as('r'))
    .selectAll();
  const page = await fetchPage(base, list, { tieBreaker: report.tieBreaker });
  return { ...page, records: await asRecords(db, report, page.records) };
}

/** Every row of a report the query matches, in its order, at most `limit + 1` (the caller tells there were more). */
export async function reportRows(
  db: Kysely<Database>,
  report: ReportSpec,
  query: Query,
  scope: RecordScope,
  limit: number,
): Promise<AnyRow[]> {
  const { params, list } = listQueryOf(report, query);
  const base = anyTables(db)
    .selectFrom(report.source(db, params, scope).as('r'))
    .selectAll();
  const rows = await orderListQuery(whereListQuery(base, list), list, '', report.tieBreaker)
    .limit(limit + 1)
    .execute();
  return asRecords(db, report, rows);
}
