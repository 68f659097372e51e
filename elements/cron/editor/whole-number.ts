import { clampToBounds, withinBounds, type NumberBounds } from './field-bounds';

const WHOLE_NUMBER = /^\s*-?\d+\s*$/;

/**
 * What a number box may apply while the user types: a whole number inside the bounds, or null
 * (widgets spec 5.3: "All whole numbers").
 */
export function acceptedWholeNumber(text: string, range: NumberBounds): number | null {
  if (!WHOLE_NUMBER.test(text)) return null;
  const value = Number(text);
  return withinBounds(value, range) ? value : null;
}

/**
 * What a number box settles on when the user leaves it: any number rounded to a whole one and
 * brought inside the bounds; null when the text is no number at all (the box shows its last value).
 */
export function settledWholeNumber(text: string, range: NumberBounds): number | null {
  if (text.trim() === '') return null;
  const value = Number(text);
  if (!Number.isFinite(value)) return null;
  return clampToBounds(Math.round(value), range);
}
