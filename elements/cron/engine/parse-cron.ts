import { CRON_FIELD_NAMES, type CronFieldName } from './cron-fields';
import type { CronField, CronModel } from './cron-model';
import { refuse } from './cron-syntax-error';
import { parseField } from './parse-field';

export interface CronParseOptions {
  /**
   * 'required' (the default) reads Quartz's own form: 6 or 7 fields, `second minute hour day
   * month week [year]`. 'optional' also reads the 5 fields `minute hour day month week` that the
   * cron editor writes when it hides the seconds (and with them the year): the second is then 0.
   */
  seconds?: 'required' | 'optional';
}

/** The fields of a text that has no seconds (and so no year). */
const FIELDS_WITHOUT_SECONDS = CRON_FIELD_NAMES.slice(1, 6);

/**
 * Reads a Quartz cron expression into its model. Throws CronSyntaxError for any expression
 * Quartz (2.3.2, the version JeecgBoot runs) refuses.
 */
export function parseCron(text: string, options: CronParseOptions = {}): CronModel {
  // Quartz splits the fields on spaces and tabs only (java.util.StringTokenizer(" \t")).
  const texts = text.split(/[ \t]+/).filter((part) => part !== '');
  const fewest = options.seconds === 'optional' ? 5 : 6;
  if (texts.length < fewest || texts.length > 7) {
    const expected = options.seconds === 'optional' ? '5, 6 or 7' : '6 or 7';
    refuse(null, 'field-count', text, `expected ${expected} fields, found ${texts.length}`);
  }
  const names: readonly CronFieldName[] = texts.length === 5 ? FIELDS_WITHOUT_SECONDS : CRON_FIELD_NAMES;
  const fields: Partial<Record<CronFieldName, CronField>> = { second: { type: 'specify', values: [0] } };
  const textOf: Partial<Record<CronFieldName, string>> = {};
  texts.forEach((fieldText, index) => {
    const name = names[index];
    if (!name) return;
    textOf[name] = fieldText;
    fields[name] = parseField(name, fieldText);
  });
  const model = fields as CronModel;
  checkDayAndWeek(model, textOf.day ?? '', textOf.week ?? '');
  return model;
}

/**
 * Quartz: "Support for specifying both a day-of-week AND a day-of-month parameter is not
 * implemented", and "'?' can only be specified for Day-of-Month -OR- Day-of-Week".
 */
function checkDayAndWeek(model: CronModel, dayText: string, weekText: string): void {
  const dayUnset = model.day.type === 'unset';
  const weekUnset = model.week.type === 'unset';
  if (dayUnset === weekUnset) {
    const value = `${dayText} ${weekText}`;
    if (dayUnset) refuse('week', 'day-and-week', value, "day and week cannot both be '?'");
    refuse('week', 'day-and-week', value, "day and week cannot both be set: make one of them '?'");
  }
}
