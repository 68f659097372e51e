/*
 * The shape of a farm business resource, declared once: its table, its URL, its permission
 * prefix and its fields (type, dictionary, reference, required, pattern, limits). Lists, forms,
 * the online-form API, import and export are all derived from it. Declarations are plain data
 * with no imports, so the database layer can derive its row types and allow-list from them.
 */

export type FieldKind = 'text' | 'number' | 'date' | 'datetime';

/** Validation patterns a text field may name (regexes and messages live in records/patterns.ts). */
export type PatternName = 'mobile' | 'idCard' | 'url' | 'email' | 'code' | 'creditCode';

/** The form widget JeecgBoot's online forms draw for a field. */
export type FieldView =
  | 'text'
  | 'textarea'
  | 'number'
  | 'date'
  | 'datetime'
  | 'list'
  | 'list_multi'
  | 'image'
  | 'file'
  | 'umeditor';

export interface FieldSpec {
  /** camelCase name: the JSON key (snake_case in the database). */
  readonly name: string;
  /** The column title in lists, forms and spreadsheets. */
  readonly title: string;
  readonly kind: FieldKind;
  /** Longest text accepted (default 100). */
  readonly length?: number;
  /** Whole numbers only. */
  readonly integer?: boolean;
  readonly min?: number;
  readonly max?: number;
  /** A system dictionary code: values must be its item values; records carry `<name>_dictText`. */
  readonly dict?: string;
  /** The value is a comma list of dictionary values. */
  readonly multi?: boolean;
  /** The code of another resource whose row id this field holds (`<name>_dictText` is its label). */
  readonly ref?: string;
  readonly required?: boolean;
  readonly pattern?: PatternName;
  /** No two rows may hold the same value. */
  readonly unique?: boolean;
  /** Set by the server only (generated numbers, state-flow stamps): ignored on input. */
  readonly serverOwned?: boolean;
  /** Offered as a query condition: 'single' one value, 'group' a begin/end range. */
  readonly query?: 'single' | 'group';
  readonly view?: FieldView;
  /** Left out of list columns (long texts), still in forms and records. */
  readonly listHidden?: boolean;
}

export interface ResourceSpec {
  /** Table name and online-form code (the last segment of the menu path). */
  readonly code: string;
  /** URL segment of the per-resource routes: `/farm/<path>/list`. */
  readonly path: string;
  readonly title: string;
  /** Button codes are `<permission>:list|add|edit|delete|batch_delete|import|export`. */
  readonly permission: string;
  /** The field naming a row where another resource refers to it (defaults to the id). */
  readonly label?: string;
  /** The url of the menu page whose buttons hold this resource's permissions. */
  readonly menuUrl: string;
  readonly fields: readonly FieldSpec[];
  /** A part of a master record (meeting attendees of a meeting): deleted with it. */
  readonly parent?: { readonly code: string; readonly field: string };
  /**
   * A tree form (JeecgBoot's 树表单): each row names its parent in `pidField` (`TREE_ROOT` at the
   * top, a reference to a row of the same table below it) and says whether it has children in
   * `hasChildField` ('1' / '0', kept by the server); `textField` is the column a tree shows.
   */
  readonly tree?: { readonly pidField: string; readonly hasChildField: string; readonly textField: string };
}

/** The parent value of a tree's top rows, as JeecgBoot's tree forms store it. */
export const TREE_ROOT = '0';

/**
 * Columns every farm table carries besides its declared fields, all set by the server: the audit
 * columns, the tenant the row belongs to and the department (org code) of the user who added it,
 * which JeecgBoot's data rules name as `sys_org_code`.
 */
export interface AuditColumns {
  id: string;
  createBy: string | null;
  createTime: string | null;
  updateBy: string | null;
  updateTime: string | null;
  tenantId: number;
  sysOrgCode: string | null;
}

type ValueOfKind<K extends FieldKind> = K extends 'number' ? number : string;

/** The row type of a declared resource, as Kysely sees its table. */
export type RecordOf<R extends ResourceSpec> = AuditColumns & {
  [F in R['fields'][number] as F['name']]: ValueOfKind<F['kind']> | null;
};
