import type { AliasableExpression, Kysely } from 'kysely';
import type { Database } from '../../../db';
import type { FieldKind, ResourceSpec } from '../../../resources';
import type { AnyRow } from '../records/tables';
import type { RecordScope } from '../scope/record-scope';

export interface ReportColumn {
  /** camelCase alias in the report's query: the record key and the `dataIndex`. */
  readonly field: string;
  readonly title: string;
  readonly kind: FieldKind;
  readonly dict?: string;
  /** The value is a comma list of dictionary values. */
  readonly multi?: boolean;
  /** Offered in the query form: 'single' one value, 'group' a begin/end range. */
  readonly query?: 'single' | 'group';
  /** In every record (a popup may copy it into a form), not drawn as a column. */
  readonly hidden?: boolean;
  /** Whole numbers only (counts): JeecgBoot's 'Long', whose total its page shows without decimals. */
  readonly integer?: boolean;
  /**
   * JeecgBoot's 是否合计 (`isTotal`): the report page adds a 合计 line summing this column over
   * the rows it shows. Only for numbers whose sum means something (counts, areas, amounts).
   */
  readonly total?: boolean;
}

/** A dynamic parameter: sent as `self_<name>`, bound into the report's query. */
export interface ReportParam {
  readonly name: string;
  readonly title: string;
  readonly kind: FieldKind;
}

export type ReportParams = ReadonlyMap<string, string | number>;

/**
 * An online report, declared in code: JeecgBoot keeps report SQL in a table and runs it; here
 * the query is built with the query builder over our own tables, its dynamic parameters are
 * bound values, and clients filter and sort only by its declared columns.
 */
export interface ReportSpec {
  /** `cgRpConfigId`, what getQueryInfo and getData are called with. */
  readonly id: string;
  /** What getRpColumns is called with (a popup's `code`). */
  readonly code: string;
  readonly name: string;
  /** The button code a caller needs. */
  readonly permission: string;
  /** The menu pages whose buttons hold that code (the forms that open the popup, the statistics page). */
  readonly menuUrls: readonly string[];
  readonly columns: readonly ReportColumn[];
  readonly params: readonly ReportParam[];
  /** A column unique per row: the last sort key, so pages never overlap (report rows have no id). */
  readonly tieBreaker: string;
  readonly defaultSort: string;
  readonly defaultOrder?: 'asc' | 'desc';
  /**
   * The business table the report summarises (the statistics: orders): its rows are counted as
   * that resource's list shows them, within the caller's data rules on its page. Without one the
   * report reads the tenant's rows alone (the popups pick references, which need the tenant only).
   */
  readonly resource?: ResourceSpec;
  /**
   * The report's rows, as a query over our tables within `scope` (the tenant, and the data rules
   * on `resource` when it names one); the caller pages, filters and sorts it.
   */
  source(db: Kysely<Database>, params: ReportParams, scope: RecordScope): AliasableExpression<AnyRow>;
}
