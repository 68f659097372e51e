/** File names shown in a cell are cut to 5 characters, then an ellipsis (widgets spec 9). */
export const FILE_NAME_SHOWN_LENGTH = 5;

export function shortFileName(name: string, length = FILE_NAME_SHOWN_LENGTH): string {
  const characters = Array.from(name);
  return characters.length > length ? `${characters.slice(0, length).join('')}...` : name;
}

/** The name of a stored path (`temp/plan_1700000000.pdf` -> `plan_1700000000.pdf`). */
export function fileNameOf(path: string): string {
  return path.split(/[\\/]/).pop() ?? path;
}

/** An image cell shows the first path of a comma-separated list. */
export function firstPath(value: unknown): string {
  const text = Array.isArray(value) ? String(value[0] ?? '') : value === null || value === undefined ? '' : String(value);
  return text.split(',')[0].trim();
}
