import { CronSyntaxError, parseCron } from '../engine';

/**
 * The engine's refusal of `text`, or null when Quartz accepts it (or it is empty: whether a
 * value is required is the form's business). With hidden seconds the 5-field form is accepted.
 */
export function checkExpression(text: string, options: { hideSeconds?: boolean } = {}): CronSyntaxError | null {
  if (text.trim() === '') return null;
  try {
    parseCron(text, { seconds: options.hideSeconds ? 'optional' : 'required' });
    return null;
  } catch (error) {
    if (error instanceof CronSyntaxError) return error;
    throw error;
  }
}
