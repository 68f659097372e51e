import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../../db';
import type { ListQuery, ListResource } from '../../../query';

/** A record as a sheet reads or writes it: column name to value. */
export type SheetRow = Record<string, unknown>;

export interface SheetColumn {
  /** The column (camelCase, as the list answers it). */
  field: string;
  /** The header cell, which an import matches. */
  title: string;
  /** Written as the item's text; an import accepts the text or the value. */
  dictCode?: string;
  /** Like a dictionary, for coded values that have none (value to text). */
  choices?: Readonly<Record<string, string>>;
  required?: boolean;
  maxLength?: number;
  /** What a value must look like (the form's rule), and the reason given when it does not. */
  pattern?: { test: RegExp; reason: string };
  /** No two records may share it: checked within the files and against the table. */
  unique?: boolean;
  /** Written by an export and ignored by an import (the creation time, a status the form does not set). */
  exportOnly?: boolean;
}

export interface SheetAudit {
  by: string;
  now: string;
  /** The importing user's current department, which records owned by a department take. */
  orgCode: string | null;
}

/**
 * One system list's spreadsheet: its export columns and, when it can be imported, how the
 * accepted rows are written. Only the listed columns are ever read or written.
 */
export interface SheetSpec {
  /** The list's route base, e.g. `/sys/role`: the sheet adds `exportXls` and `importExcel`. */
  base: string;
  /** The sheet's and the downloaded file's name. */
  title: string;
  /** Prefix of an import's error workbook. */
  code: string;
  columns: readonly SheetColumn[];
  permissions: { export: string; import?: string };
  /** The fields an export's list query may filter and sort by. */
  resource: ListResource;
  /** The records the list query matches (or the selected ones), in its order, at most `limit`. */
  rows(db: Kysely<Database>, list: ListQuery, selections: readonly string[], limit: number): Promise<SheetRow[]>;
  /** Which of the values of a unique column are taken already. */
  taken?(db: Kysely<Database>, field: string, values: readonly string[]): Promise<Set<string>>;
  /** Writes the accepted rows; absent when the list has no import. */
  insert?(trx: Transaction<Database>, rows: readonly SheetRow[], audit: SheetAudit): Promise<void>;
}
