import { excelMessages as say } from '../../../messages';
import type { FieldSpec, ResourceSpec } from '../../../resources';
import { WorkbookRefusal } from './zip-guard';

/** A spreadsheet column and the field it fills. */
export interface ImportColumn {
  index: number;
  field: FieldSpec;
}

/** Header texts that would reach an object's prototype if a reader built objects keyed by them. */
const FORBIDDEN_HEADERS = new Set(['__proto__', 'constructor', 'prototype']);

const snakeCase = (name: string) => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

function fieldOfHeader(resource: ResourceSpec, header: string): FieldSpec | undefined {
  // Templates often mark required columns with a star.
  const name = header.replace(/\*$/, '').trim();
  return resource.fields.find(
    (field) => !field.serverOwned && (field.title === name || field.name === name || snakeCase(field.name) === name),
  );
}

/**
 * Maps the header row to fields by title (as exports write it) or by field name; columns that
 * name nothing are left out. A prototype key or the same field twice refuses the whole file.
 */
export function importColumns(resource: ResourceSpec, headers: readonly unknown[]): ImportColumn[] {
  const columns: ImportColumn[] = [];
  headers.forEach((cell, index) => {
    const header = String(cell ?? '').trim();
    if (!header) return;
    if (FORBIDDEN_HEADERS.has(header.toLowerCase())) throw new WorkbookRefusal(say.forbiddenHeader(header));
    const field = fieldOfHeader(resource, header);
    if (!field) return;
    if (columns.some((column) => column.field === field)) throw new WorkbookRefusal(say.duplicateHeader(header));
    columns.push({ index, field });
  });
  if (!columns.length) throw new WorkbookRefusal(say.noKnownColumns);
  return columns;
}
