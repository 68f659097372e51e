import type { QueryField } from '../../query';
import { advancedFieldsOf, type ListElementColumn } from '../model';

/**
 * The advanced query's fields: those given, else one per data column when `advancedQuery` asks
 * for it; undefined when the list shows no advanced query.
 */
export function advancedFieldsFor(
  columns: readonly ListElementColumn[],
  given: unknown,
  asked: boolean | undefined,
): readonly QueryField[] | undefined {
  if (Array.isArray(given) && given.length > 0) return given as readonly QueryField[];
  return asked ? advancedFieldsOf(columns) : undefined;
}
