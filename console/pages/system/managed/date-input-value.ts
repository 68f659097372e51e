/*
 * The pickers show and give `YYYY-MM-DD` (date) and `YYYY-MM-DD HH:mm:ss` (datetime), as the
 * server reads them; what the server answers may hold a time for a date, or a bare day for a
 * date-time.
 */

/** A stored value as a date picker shows it: the day of a date-time. */
export function dateToPicker(stored: string): string {
  return stored.slice(0, 10);
}

/** A stored value as a datetime picker shows it; a bare day starts at midnight. */
export function dateTimeToPicker(stored: string): string {
  return stored.length === 10 ? `${stored} 00:00:00` : stored;
}
