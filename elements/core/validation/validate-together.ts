/** One failed part of a combined validation: its position among the checks and why it failed. */
export interface ValidationFailure {
  index: number;
  reason: unknown;
}

/** Rejection of `validateTogether`: every part that failed, in the order the checks were given. */
export class ValidationRejected extends Error {
  constructor(readonly failures: readonly ValidationFailure[]) {
    super('validation failed');
    this.name = 'ValidationRejected';
  }
}

/**
 * Form and sub-table validation run together and reject if any fails. Every check is left
 * to finish first, so each table can mark its own errors and the caller can activate the
 * tab of the first failing one (`failures[0].index`).
 */
export async function validateTogether<T>(checks: readonly Promise<T>[]): Promise<T[]> {
  const outcomes = await Promise.allSettled(checks);
  const failures: ValidationFailure[] = [];
  const values: T[] = [];
  outcomes.forEach((outcome, index) => {
    if (outcome.status === 'rejected') failures.push({ index, reason: outcome.reason });
    else values.push(outcome.value);
  });
  if (failures.length > 0) throw new ValidationRejected(failures);
  return values;
}
