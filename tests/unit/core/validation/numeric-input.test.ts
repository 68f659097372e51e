import { describe, expect, it } from 'vitest';
import { filterNumericInput, normaliseNumericInput } from '../../../../elements/core/validation';

describe('numeric input keystrokes', () => {
  it('keeps an optional minus, digits and one decimal point', () => {
    for (const next of ['', '-', '1', '-1', '12.', '-12.5', '.5'])
      expect(filterNumericInput(next, 'before')).toBe(next);
  });

  it('reverts any other keystroke to the previous text', () => {
    for (const next of ['12a', '1.2.3', '--1', '1-', '+1', '1 2', '1e5'])
      expect(filterNumericInput(next, '12')).toBe('12');
  });
});

describe('numeric input on blur', () => {
  it('parses a valid number', () => {
    expect(normaliseNumericInput('12')).toBe(12);
    expect(normaliseNumericInput('-3.50')).toBe(-3.5);
    expect(normaliseNumericInput('12.')).toBe(12);
    expect(normaliseNumericInput('.5')).toBe(0.5);
    expect(normaliseNumericInput(7)).toBe(7);
  });

  it('empties anything that is not a number', () => {
    for (const text of ['', '-', '.', '-.', 'abc', '1.2.3', null, undefined])
      expect(normaliseNumericInput(text)).toBe('');
    expect(normaliseNumericInput(Number.NaN)).toBe('');
  });
});
