import { clientColumns, type ClientTable } from '../db';
import type { FieldKind } from './list-query';

/** A table's client-nameable columns (secrets left out), optionally narrowed to some of them. */
export function resourceFields(table: ClientTable, only?: readonly string[]): Record<string, FieldKind> {
  const fields: Record<string, FieldKind> = {};
  for (const [name, kind] of Object.entries(clientColumns[table])) {
    if (kind !== 'secret' && (!only || only.includes(name))) fields[name] = kind;
  }
  return fields;
}
