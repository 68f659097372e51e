import { nextUid, type UploadedFile, type UploadItem, type UploadValue, type UploadValueMode } from './upload-item';

/** The last segment of a stored path (either slash), which is what the list shows. */
export function fileNameOfPath(path: string): string {
  return path.slice(Math.max(path.lastIndexOf('/'), path.lastIndexOf('\\')) + 1);
}

function isUploadedFile(entry: unknown): entry is UploadedFile {
  return typeof entry === 'object' && entry !== null && typeof (entry as UploadedFile).filePath === 'string';
}

function doneItem(path: string, name: string, size: number): UploadItem {
  return { uid: nextUid(), name, status: 'done', percent: 100, path, size };
}

/**
 * The list shown for a value: a url-mode string (comma-separated relative paths), an
 * object-mode list, or the JSON text of one (as an attribute carries it).
 */
export function itemsFromValue(value: UploadValue | null | undefined): UploadItem[] {
  if (value === null || value === undefined || value === '') return [];
  if (typeof value === 'string') {
    const text = value.trim();
    if (text.startsWith('[')) {
      try {
        return itemsFromValue(JSON.parse(text) as UploadedFile[]);
      } catch {
        return [];
      }
    }
    return text
      .split(',')
      .map((path) => path.trim())
      .filter(Boolean)
      .map((path) => doneItem(path, fileNameOfPath(path), 0));
  }
  return value
    .filter(isUploadedFile)
    .map((file) => doneItem(file.filePath, file.fileName || fileNameOfPath(file.filePath), Number(file.fileSize) || 0));
}

/** The value of the done items, in list order; paths stay relative. */
export function valueFromItems(items: readonly UploadItem[], mode: UploadValueMode): UploadValue {
  const done = items.filter((item) => item.status === 'done' && item.path);
  if (mode === 'object') return done.map((item) => ({ fileName: item.name, filePath: item.path, fileSize: item.size }));
  return done.map((item) => item.path).join(',');
}

/** The value as a form submits it: the url-mode text, or the object list as JSON ('' when empty). */
export function formTextOf(value: UploadValue): string {
  if (typeof value === 'string') return value;
  return value.length ? JSON.stringify(value) : '';
}

/** Two values hold the same files in the same order. */
export function sameValue(a: UploadValue | null | undefined, b: UploadValue | null | undefined): boolean {
  return formTextOf(a ?? '') === formTextOf(b ?? '');
}
