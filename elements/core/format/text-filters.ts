// The display filters of widgets spec 9, shared by every widget so that each cuts and groups alike.

/** Ellipsis filter's default length; the business picker passes 12. */
export const ELLIPSIS_LENGTH = 25;
/** File names in cells and upload lists are cut to 5 characters. */
export const FILE_NAME_LENGTH = 5;

/**
 * `text` cut to `length` characters followed by `...`. Counted in characters (code points), so a
 * Chinese name or an emoji is never split in half.
 */
export function ellipsis(text: string | null | undefined, length = ELLIPSIS_LENGTH): string {
  if (text === null || text === undefined) return '';
  const characters = Array.from(text);
  return characters.length > length ? `${characters.slice(0, length).join('')}...` : text;
}

/** A file name as the spec shows it: 5 characters, then an ellipsis. */
export function shortFileName(name: string, length = FILE_NAME_LENGTH): string {
  return ellipsis(name, length);
}

const GROUPS_OF_THREE = /\B(?=(\d{3})+(?!\d))/g;
const NUMBER_TEXT = /^([+-]?)(\d+)(\.\d+)?$/;

/**
 * Groups the integer digits in threes with commas: 1234567.891 -> 1,234,567.891. The decimals are
 * kept as given (no rounding: a money value shows the cents it has). Text that is not a plain
 * number is returned unchanged rather than mangled; null and undefined become ''.
 */
export function thousands(value: number | string | null | undefined): string {
  if (value === null || value === undefined) return '';
  const text = typeof value === 'number' ? (Number.isFinite(value) ? numberText(value) : String(value)) : value.trim();
  const match = NUMBER_TEXT.exec(text);
  if (!match) return typeof value === 'number' ? text : value;
  const [, sign, integer = '', decimals = ''] = match;
  return `${sign}${integer.replace(GROUPS_OF_THREE, ',')}${decimals}`;
}

/** A number without exponent notation (1e21 and beyond keep their digits). */
function numberText(value: number): string {
  const text = String(value);
  return /e/i.test(text) ? value.toLocaleString('en-US', { useGrouping: false, maximumFractionDigits: 20 }) : text;
}
