/*
 * The browser's own pickers speak `YYYY-MM-DD` (date) and `YYYY-MM-DDTHH:mm[:ss]`
 * (datetime-local); the server reads and answers `YYYY-MM-DD` and `YYYY-MM-DD HH:mm:ss`.
 */

/** A stored value as a date input shows it: the day of a date-time. */
export function dateToInput(stored: string): string {
  return stored.slice(0, 10);
}

/** A stored value as a datetime-local input shows it; a bare day starts at midnight. */
export function dateTimeToInput(stored: string): string {
  if (!stored) return '';
  return stored.length === 10 ? `${stored}T00:00:00` : stored.replace(' ', 'T');
}

/** A datetime-local input's value as the server reads it: the seconds the picker leaves out added. */
export function dateTimeFromInput(shown: string): string {
  if (!shown) return '';
  const text = shown.replace('T', ' ');
  return text.length === 16 ? `${text}:00` : text;
}
