import { cellText } from './cell-text';

/** The values of a multiple choice, stored comma-separated (the default separator). */
export function multiValues(value: unknown): string[] {
  const text = cellText(value);
  return text === '' ? [] : text.split(',');
}
