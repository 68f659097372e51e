import { describe, expect, it } from 'vitest';
import { ValidationRejected, validateTogether } from '../../../../elements/core/validation';

describe('form and sub-table validation run together', () => {
  it('resolves with every result when all pass', async () => {
    expect(await validateTogether([Promise.resolve('form'), Promise.resolve('table')])).toEqual(['form', 'table']);
  });

  it('rejects when any fails, naming each failing part so its tab can be activated', async () => {
    const finished: string[] = [];
    const later = new Promise<string>((resolve) => setTimeout(() => resolve('late'), 0)).then((value) => {
      finished.push(value);
      return value;
    });
    const outcome = validateTogether([
      Promise.resolve('form'),
      Promise.reject(new Error('table 1')),
      later,
      Promise.reject(new Error('table 3')),
    ]);
    const rejection = await outcome.then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(rejection).toBeInstanceOf(ValidationRejected);
    const failures = (rejection as ValidationRejected).failures;
    expect(failures.map((failure) => failure.index)).toEqual([1, 3]);
    expect((failures[0].reason as Error).message).toBe('table 1');
    expect(finished).toEqual(['late']);
  });
});
