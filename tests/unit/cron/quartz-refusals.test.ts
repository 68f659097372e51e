import { describe, expect, it } from 'vitest';
import { CronSyntaxError, parseCron, type CronErrorReason, type CronFieldName } from '../../../elements/cron/engine';

function refusal(text: string): CronSyntaxError {
  try {
    parseCron(text);
  } catch (error) {
    if (error instanceof CronSyntaxError) return error;
    throw error;
  }
  throw new Error(`"${text}" was accepted`);
}

type Refusal = [text: string, quartzSays: string, field: CronFieldName | null, reason: CronErrorReason, value: string];

// Each expression is refused by Quartz 2.3.2 with the message quoted.
const REFUSED_BY_QUARTZ: Refusal[] = [
  ['0 0 12 * *', 'Unexpected end of expression.', null, 'field-count', '0 0 12 * *'],
  ['60 0 12 * * ?', 'Minute and Second values must be between 0 and 59', 'second', 'out-of-range', '60'],
  ['0 60 12 * * ?', 'Minute and Second values must be between 0 and 59', 'minute', 'out-of-range', '60'],
  ['0 0 24 * * ?', 'Hour values must be between 0 and 23', 'hour', 'out-of-range', '24'],
  ['0 0 12 0 * ?', 'Day of month values must be between 1 and 31', 'day', 'out-of-range', '0'],
  ['0 0 12 32 * ?', 'Day of month values must be between 1 and 31', 'day', 'out-of-range', '32'],
  ['0 0 12 1-32 * ?', 'Day of month values must be between 1 and 31', 'day', 'out-of-range', '1-32'],
  ['0 0 12 ? 13 *', 'Month values must be between 1 and 12', 'month', 'out-of-range', '13'],
  ['0 0 12 ? * 0', 'Day-of-Week values must be between 1 and 7', 'week', 'out-of-range', '0'],
  ['0 0 12 ? * 8L', 'Day-of-Week values must be between 1 and 7', 'week', 'out-of-range', '8L'],
  ['0 0 12 ? XYZ *', "Invalid Month value: 'XYZ'", 'month', 'invalid', 'XYZ'],
  ['0 0 12 ? * MOM', "Invalid Day-of-Week value: 'MOM'", 'week', 'invalid', 'MOM'],
  ['0/60 * * * * ?', 'Increment > 60 : 60', 'second', 'step-out-of-range', '0/60'],
  ['0 */60 * * * ?', 'Increment > 60 : 60', 'minute', 'step-out-of-range', '*/60'],
  ['0 0 0/24 * * ?', 'Increment > 24 : 24', 'hour', 'step-out-of-range', '0/24'],
  ['0 0 12 1/32 * ?', 'Increment > 31 : 32', 'day', 'step-out-of-range', '1/32'],
  ['0 0 12 ? 1/13 *', 'Increment > 12 : 13', 'month', 'step-out-of-range', '1/13'],
  ['0 0 12 ? * 1/8', 'Increment > 7 : 8', 'week', 'step-out-of-range', '1/8'],
  ['0 0 12 L-31 * ?', 'Offset from last day must be <= 30', 'day', 'offset-out-of-range', 'L-31'],
  ['0 0 12 32W * ?', "The 'W' option does not make sense with values larger than 31", 'day', 'out-of-range', '32W'],
  ['0 0 12 ? * 1#6', "A numeric value between 1 and 5 must follow the '#' option", 'week', 'nth-out-of-range', '1#6'],
  ['0 0 12 ? * 1#0', "A numeric value between 1 and 5 must follow the '#' option", 'week', 'nth-out-of-range', '1#0'],
  [
    '0 0 12 ? * 1#1,2#2',
    'Support for specifying multiple "nth" days is not implemented.',
    'week',
    'not-in-list',
    '1#1,2#2',
  ],
  [
    '0 0 12 L,15 * ?',
    "Support for specifying 'L' and 'LW' with other days of the month is not implemented",
    'day',
    'not-in-list',
    'L,15',
  ],
  [
    '0 0 12 LW,15 * ?',
    "Support for specifying 'L' and 'LW' with other days of the month is not implemented",
    'day',
    'not-in-list',
    'LW,15',
  ],
  [
    '0 0 12 ? * 5L,3',
    "Support for specifying 'L' with other days of the week is not implemented",
    'week',
    'not-in-list',
    '5L,3',
  ],
  ['? 0 12 * * ?', "'?' can only be specified for Day-of-Month or Day-of-Week.", 'second', 'not-allowed', '?'],
  ['0 0 12 * ? ?', "'?' can only be specified for Day-of-Month or Day-of-Week.", 'month', 'not-allowed', '?'],
  ['0 0 12 * * ? ?', "'?' can only be specified for Day-of-Month or Day-of-Week.", 'year', 'not-allowed', '?'],
  ['0 0 12 ? * ?', "'?' can only be specified for Day-of-Month -OR- Day-of-Week.", 'week', 'day-and-week', '? ?'],
  [
    '0 0 12 * * *',
    'Support for specifying both a day-of-week AND a day-of-month parameter is not implemented.',
    'week',
    'day-and-week',
    '* *',
  ],
  [
    '0 0 12 1 * 2',
    'Support for specifying both a day-of-week AND a day-of-month parameter is not implemented.',
    'week',
    'day-and-week',
    '1 2',
  ],
  ['0 0 12 5L * ?', "'L' option is not valid here.", 'day', 'not-allowed', '5L'],
  ['0 0 12 ? * 5W', "'W' option is not valid here.", 'week', 'not-allowed', '5W'],
  ['0 0 12W * * ?', "'W' option is not valid here.", 'hour', 'not-allowed', '12W'],
  ['0 0 12 1#2 * ?', "'#' option is not valid here.", 'day', 'not-allowed', '1#2'],
  ['0 0 12 * * ? 2030-2025', 'Start year must be less than stop year', 'year', 'reversed-range', '2030-2025'],
  [
    '0 0 12 * * ? 9999/5',
    'Start year must be less than stop year (a loop counts up to MAX_YEAR)',
    'year',
    'reversed-range',
    '9999/5',
  ],
  [
    '0 0 12 * * ? 99999999999',
    'NumberFormatException: For input string: "99999999999"',
    'year',
    'out-of-range',
    '99999999999',
  ],
  ['0 0 12 * * ? JAN', "Illegal characters for this position: 'JAN'", 'year', 'invalid', 'JAN'],
  ['0 0 MON * * ?', "Illegal characters for this position: 'MON'", 'hour', 'invalid', 'MON'],
  ['0 0 12 * 1-MAR ?', 'NumberFormatException: For input string: "M"', 'month', 'invalid', '1-MAR'],
  ['0 0 12 * JAN-3 ?', 'StringIndexOutOfBoundsException', 'month', 'invalid', 'JAN-3'],
  ['0 -5 12 * * ?', 'Unexpected character: -', 'minute', 'invalid', '-5'],
  ['*/ * * * * ?', 'Unexpected end of string.', 'second', 'invalid', '*/'],
  ['0 5/ * * * ?', "'/' must be followed by an integer.", 'minute', 'invalid', '5/'],
  ['0 0 12 L- * ?', 'StringIndexOutOfBoundsException', 'day', 'invalid', 'L-'],
  ['0 0 12 ? * 1#', "A numeric value between 1 and 5 must follow the '#' option", 'week', 'invalid', '1#'],
  ['0 0 12 1-5/ * ?', 'StringIndexOutOfBoundsException', 'day', 'invalid', '1-5/'],
];

describe('every expression Quartz refuses throws CronSyntaxError with its field and reason', () => {
  it.each(REFUSED_BY_QUARTZ)('%s (Quartz: %s)', (text, _quartzSays, field, reason, value) => {
    const error = refusal(text);
    expect({ field: error.field, reason: error.reason, value: error.value }).toEqual({ field, reason, value });
    expect(error.message).toContain(field ?? 'expression');
    expect(error.message).toContain(value);
  });
});

type Stricter = [text: string, quartzReads: string, field: CronFieldName, reason: CronErrorReason];

// Quartz 2.3.2 accepts these by skipping part of the text or with a meaning nobody intends.
const STRICTER_THAN_QUARTZ: Stricter[] = [
  ['5X * * * * ?', 'second 5, the X skipped', 'second', 'invalid'],
  ['*5 * * * * ?', 'every second, the 5 skipped', 'second', 'invalid'],
  ['0 0 12 ? JANUARY *', 'JAN, the rest skipped', 'month', 'invalid'],
  ['0 0 12 ? JAN/2 *', 'JAN, the step skipped', 'month', 'invalid'],
  ['0 0 12 ? * MON-FRI/2', 'MON-FRI, the step skipped', 'week', 'invalid'],
  ['0 0 12 ?X * 2', "'?', the X skipped", 'day', 'invalid'],
  ['0 0 12 L-W * ?', 'LW', 'day', 'invalid'],
  ['0 0 12 ? * LW', 'Saturday, the W skipped', 'week', 'not-allowed'],
  ['0 0 12 1,,15 * ?', '1,15', 'day', 'empty'],
  ['0/0 * * * * ?', 'second 0', 'second', 'step-out-of-range'],
  ['*/0 * * * * ?', 'every second', 'second', 'step-out-of-range'],
  ['0 0 12 5-0 * ?', 'days 5 to 31', 'day', 'out-of-range'],
  ['0 0 12 1,15W * ?', 'the weekday nearest the 1st only', 'day', 'not-in-list'],
  ['0 0 12 ? * 2#1,3', 'the first Monday only', 'week', 'not-in-list'],
  ['0 0 12 0W * ?', 'a search that never ends', 'day', 'out-of-range'],
  ['0 0 12 ? * 0#2', 'the second Saturday', 'week', 'out-of-range'],
  ['0 0 12 ? * 8#2', 'never', 'week', 'out-of-range'],
  ['L * * * * ?', 'an empty set of seconds, which fails when searched', 'second', 'not-allowed'],
];

describe('stricter than Quartz where Quartz ignores part of the text (README "Stricter than Quartz")', () => {
  it.each(STRICTER_THAN_QUARTZ)('%s (Quartz reads: %s)', (text, _quartzReads, field, reason) => {
    expect(refusal(text)).toMatchObject({ field, reason });
  });

  it('refuses an eighth field, which Quartz ignores', () => {
    expect(refusal('0 0 12 1 * ? * extra')).toMatchObject({ field: null, reason: 'field-count' });
  });
});

describe("Quartz's uneven step limits are kept", () => {
  it('limits the step after a start value but not the one after a range', () => {
    expect(refusal('0/60 * * * * ?')).toMatchObject({ reason: 'step-out-of-range' });
    expect(parseCron('0-59/100 * * * * ?').second).toEqual({
      type: 'list',
      items: [{ kind: 'range', from: 0, to: 59, step: 100 }],
    });
  });

  it('sets no bound on the year values themselves', () => {
    expect(parseCron('0 0 12 * * ? 1900').year).toEqual({ type: 'specify', values: [1900] });
    expect(parseCron('0 0 12 * * ? 3000').year).toEqual({ type: 'specify', values: [3000] });
  });
});
