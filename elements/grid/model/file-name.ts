/** File names shown in a cell are cut to 5 characters, then an ellipsis (widgets spec 9): the shared filter. */
export { FILE_NAME_LENGTH as FILE_NAME_SHOWN_LENGTH, shortFileName } from '../../core/format';

/** The name of a stored path (`temp/plan_1700000000.pdf` -> `plan_1700000000.pdf`). */
export function fileNameOf(path: string): string {
  return path.split(/[\\/]/).pop() ?? path;
}

/** An image cell shows the first path of a comma-separated list. */
export function firstPath(value: unknown): string {
  const text = Array.isArray(value)
    ? String(value[0] ?? '')
    : value === null || value === undefined
      ? ''
      : String(value);
  return (text.split(',')[0] ?? '').trim();
}
