import type { FieldSpec, FieldView } from '../../../resources';

/** The widget an online form draws for a field: declared, or following from its kind. */
export function viewOf(field: FieldSpec): FieldView | 'sel_search' {
  if (field.view) return field.view;
  if (field.ref) return 'sel_search';
  if (field.dict) return field.multi ? 'list_multi' : 'list';
  if (field.kind === 'number') return 'number';
  if (field.kind === 'date' || field.kind === 'datetime') return field.kind;
  return 'text';
}

/** The JSON-schema type of a field's value in the online form schema. */
export function schemaTypeOf(field: FieldSpec): 'string' | 'number' | 'integer' {
  if (field.kind !== 'number') return 'string';
  return field.integer ? 'integer' : 'number';
}

/** The list column that shows a field: a reference shows its `_dictText` label. */
export function columnKeyOf(field: FieldSpec): string {
  return field.ref ? `${field.name}_dictText` : field.name;
}
