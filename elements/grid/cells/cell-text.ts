/** How any cell value reads as text: empty for nothing, arrays joined with commas. */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map(cellText).join(',');
  return String(value);
}
