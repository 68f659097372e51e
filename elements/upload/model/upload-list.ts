import '../../core/i18n/catalogues/upload';
import type { UploadItem } from './upload-item';

/**
 * "The new value is emitted only when all items are done or one is removed" (spec 4): after
 * an upload settles, the value changes only if no item is still uploading or failed.
 */
export function allDone(items: readonly UploadItem[]): boolean {
  return items.every((item) => item.status === 'done');
}

/** Adds newly chosen items; with a count limit (`number`, 0 unlimited) the newest are kept. */
export function addItems(items: readonly UploadItem[], added: readonly UploadItem[], limit: number): UploadItem[] {
  const all = [...items, ...added];
  return limit > 0 ? all.slice(-limit) : all;
}

/** The list with one item replaced by its newer state (unchanged if it was removed meanwhile). */
export function replaceItem(items: readonly UploadItem[], next: UploadItem): UploadItem[] {
  return items.map((item) => (item.uid === next.uid ? next : item));
}

export function removeItem(items: readonly UploadItem[], uid: string): UploadItem[] {
  return items.filter((item) => item.uid !== uid);
}

export type MoveDirection = 'left' | 'right';

export type MoveOutcome = { items: UploadItem[] } | { warning: 'upload.unknownMove' | 'upload.atEnd' };

/** Moves an image one place; the first cannot go left (未知的操作), the last not right (已到最后~). */
export function moveItem(items: readonly UploadItem[], uid: string, direction: MoveDirection): MoveOutcome {
  const index = items.findIndex((item) => item.uid === uid);
  const moving = items[index];
  if (!moving || (direction === 'left' && index === 0)) return { warning: 'upload.unknownMove' };
  const target = direction === 'left' ? index - 1 : index + 1;
  const swapped = items[target];
  if (!swapped) return { warning: 'upload.atEnd' };
  const next = [...items];
  next[index] = swapped;
  next[target] = moving;
  return { items: next };
}
