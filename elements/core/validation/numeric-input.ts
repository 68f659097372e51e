/** What a numeric cell may hold while being typed: optional minus, digits, at most one decimal point. */
const PARTIAL_NUMBER = /^-?\d*\.?\d*$/;

/** A finished number: digits on at least one side of the point. */
const COMPLETE_NUMBER = /^-?(\d+\.?\d*|\.\d+)$/;

/** Keystroke filter of numeric inputs: the new text is kept if allowed, else the keystroke is reverted. */
export function filterNumericInput(next: string, previous: string): string {
  return PARTIAL_NUMBER.test(next) ? next : previous;
}

/** On blur a valid number is parsed, anything else (a lone '-', '.', or nothing) empties the cell. */
export function normaliseNumericInput(text: string | number | null | undefined): number | '' {
  if (typeof text === 'number') return Number.isFinite(text) ? text : '';
  const trimmed = (text ?? '').trim();
  return COMPLETE_NUMBER.test(trimmed) ? Number.parseFloat(trimmed) : '';
}
