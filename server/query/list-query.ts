import type { ColumnKind } from '../db';

/** The kind of a field a list may be filtered and sorted by. */
export type FieldKind = Exclude<ColumnKind, 'secret'>;

export type Operator =
  | '='
  | '<>'
  | '>'
  | '>='
  | '<'
  | '<='
  | 'contains'
  | 'startsWith'
  | 'endsWith'
  | 'in'
  | 'notIn'
  | 'empty'
  | 'notEmpty';

export type FieldValue = string | number;

/** One condition on one allow-listed field; values are always bound as parameters. */
export interface Condition {
  field: string;
  kind: FieldKind;
  op: Operator;
  value: FieldValue | readonly FieldValue[] | null;
}

export interface ListQuery {
  pageNo: number;
  pageSize: number;
  sort: { field: string; order: 'asc' | 'desc' } | null;
  /** Plain filters: all must hold. */
  conditions: Condition[];
  /** The advanced query (`superQueryParams`), matched with `and` or `or`, and-ed with the plain filters. */
  advanced: { match: 'and' | 'or'; conditions: Condition[] };
}

/** What a list route lets clients name: its fields by API name, and the default sort. */
export interface ListResource {
  fields: Readonly<Record<string, FieldKind>>;
  /** JeecgBoot lists sort by `createTime` descending unless told otherwise. */
  defaultSort?: string;
  /** Query parameters the route reads itself, which are therefore not filters. */
  ownParams?: readonly string[];
}

export const DEFAULT_PAGE_SIZE = 10;
/** Larger requests (pickers asking for "everything") are served this many rows. */
export const MAX_PAGE_SIZE = 1000;
