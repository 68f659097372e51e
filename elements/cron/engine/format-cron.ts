import type { CronModel } from './cron-model';
import { formatField } from './format-field';
import { parseCron } from './parse-cron';

export interface CronFormatOptions {
  /**
   * Writes the 5 fields `minute hour day month week` the cron editor shows when it hides the
   * seconds (and the year). The model's second must then be 0 and its year absent or `*`.
   */
  omitSeconds?: boolean;
}

/**
 * Writes a model back as text. Parsing then formatting is stable: formatting the parse of the
 * result gives the result again. Throws CronSyntaxError when the model is no expression Quartz
 * accepts (the text is checked by parsing it).
 */
export function formatCron(model: CronModel, options: CronFormatOptions = {}): string {
  const { second, minute, hour, day, month, week, year } = model;
  const middle = [minute, hour, day, month, week].map(formatField);
  if (options.omitSeconds) {
    if (formatField(second) !== '0' || (year !== undefined && year.type !== 'every')) {
      throw new RangeError('formatCron: without seconds the second must be 0 and the year unset');
    }
    return checked(middle.join(' '), 'optional');
  }
  const fields = [formatField(second), ...middle];
  if (year !== undefined) fields.push(formatField(year));
  return checked(fields.join(' '), 'required');
}

function checked(text: string, seconds: 'required' | 'optional'): string {
  parseCron(text, { seconds });
  return text;
}
