/** The operators of a plain query input (JInput); the server reads them from the value's shape. */
export type InputOperator = 'eq' | 'like' | 'ne' | 'ge' | 'le';

/**
 * The value a query input sends for `operator` (widgets spec 9): like wraps with *, ne
 * prefixes !, ge prefixes >=, le prefixes <=; eq sends the value as it is. An empty value
 * stays empty, so the list drops it.
 */
export function inputOperatorValue(value: string, operator: InputOperator = 'eq'): string {
  const text = value.trim();
  if (text === '') return '';
  switch (operator) {
    case 'like':
      return `*${text}*`;
    case 'ne':
      return `!${text}`;
    case 'ge':
      return `>=${text}`;
    case 'le':
      return `<=${text}`;
    default:
      return text;
  }
}
