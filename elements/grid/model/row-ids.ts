/**
 * New rows have only a temporary id and no server id: a recognisable prefix keeps the two
 * apart, so saving can tell which rows to insert.
 */
export const TEMPORARY_ID_PREFIX = '__new__';

let counter = 0;

export function temporaryId(): string {
  counter += 1;
  return `${TEMPORARY_ID_PREFIX}${Date.now().toString(36)}_${counter}`;
}

export function isTemporaryId(id: string): boolean {
  return id.startsWith(TEMPORARY_ID_PREFIX);
}
