import { describe, expect, it } from 'vitest';
import { CronSyntaxError, parseCron, type CronModel } from '../../../elements/cron/engine';

function refusal(text: string, options?: Parameters<typeof parseCron>[1]): CronSyntaxError {
  try {
    parseCron(text, options);
  } catch (error) {
    if (error instanceof CronSyntaxError) return error;
    throw error;
  }
  throw new Error(`"${text}" was accepted`);
}

describe('Quartz\'s form: "6 required fields and one optional field"', () => {
  it('reads second minute hour day month week, without a year', () => {
    expect(parseCron('0 15 10 ? * MON-FRI')).toEqual<CronModel>({
      second: { type: 'specify', values: [0] },
      minute: { type: 'specify', values: [15] },
      hour: { type: 'specify', values: [10] },
      day: { type: 'unset' },
      month: { type: 'every' },
      week: { type: 'range', from: 2, to: 6 },
    });
  });

  it('reads the optional year', () => {
    expect(parseCron('0 0 12 1 1 ? 2026-2030').year).toEqual({ type: 'range', from: 2026, to: 2030 });
  });

  it('splits fields on any run of spaces and tabs, as StringTokenizer(" \\t")', () => {
    expect(parseCron(' 0\t0  12 * *\t?  ')).toEqual(parseCron('0 0 12 * * ?'));
  });

  it('refuses fewer than 6 or more than 7 fields', () => {
    expect(refusal('0 0 12 * *')).toMatchObject({ field: null, reason: 'field-count' });
    expect(refusal('0 0 12 * * ? 2025 2026')).toMatchObject({ field: null, reason: 'field-count' });
    expect(refusal('')).toMatchObject({ field: null, reason: 'field-count' });
  });
});

describe('seconds optional, as the editor writes when it hides them', () => {
  it('reads 5 fields as minute hour day month week with the second at 0 and no year', () => {
    expect(parseCron('30 10 * * ?', { seconds: 'optional' })).toEqual(parseCron('0 30 10 * * ?'));
  });

  it('still reads 6 fields as starting with the second, and 7 with a year', () => {
    expect(parseCron('15 30 10 * * ?', { seconds: 'optional' }).second).toEqual({ type: 'specify', values: [15] });
    expect(parseCron('15 30 10 * * ? 2030', { seconds: 'optional' }).year).toEqual({ type: 'specify', values: [2030] });
  });

  it('refuses 5 fields unless seconds are optional, and 4 fields always', () => {
    expect(refusal('30 10 * * ?')).toMatchObject({ reason: 'field-count' });
    expect(refusal('10 * * ?', { seconds: 'optional' })).toMatchObject({ reason: 'field-count' });
  });
});

describe('each form of a field becomes its editor type', () => {
  const cases: [string, string, unknown][] = [
    ['not set (?)', '0 0 12 ? * 2', { day: { type: 'unset' } }],
    ['every (*)', '* 0 12 ? * 2', { second: { type: 'every' } }],
    ['range (a-b)', '0 10-20 12 ? * 2', { minute: { type: 'range', from: 10, to: 20 } }],
    ['wrap-around range', '0 0 22-2 ? * 2', { hour: { type: 'range', from: 22, to: 2 } }],
    ['loop (a/b)', '0 5/15 12 ? * 2', { minute: { type: 'loop', from: 5, step: 15 } }],
    [
      "loop from * starts at the field's first value",
      '0 */15 12 1/5 * ?',
      {
        minute: { type: 'loop', from: 0, step: 15 },
        day: { type: 'loop', from: 1, step: 5 },
      },
    ],
    ['"/n" alone reads as "*/n"', '/20 0 12 ? * 2', { second: { type: 'loop', from: 0, step: 20 } }],
    ['specify (a,b,c), in the order written', '0 0 12 ? * 6,2,4', { week: { type: 'specify', values: [6, 2, 4] } }],
    ['a single value is a one-value specify', '0 0 12 15 * ?', { day: { type: 'specify', values: [15] } }],
    ['work day (nW)', '0 0 12 15W * ?', { day: { type: 'workday', day: 15 } }],
    ['last day (L)', '0 0 12 L * ?', { day: { type: 'last', offset: 0 } }],
    ['n days before the last (L-n)', '0 0 12 L-3 * ?', { day: { type: 'last', offset: 3 } }],
    ['last weekday (LW)', '0 0 12 LW * ?', { day: { type: 'lastWorkday', offset: 0 } }],
    ['weekday nearest L-n (L-nW)', '0 0 12 L-2W * ?', { day: { type: 'lastWorkday', offset: 2 } }],
    ['last weekday n of the month (nL)', '0 0 12 ? * 6L', { week: { type: 'lastWeekday', weekday: 6 } }],
    ['k-th weekday n of the month (n#k)', '0 0 12 ? * 6#3', { week: { type: 'nthWeekday', weekday: 6, nth: 3 } }],
    [
      'a range with a step is a list',
      '0 0 8-18/4 * * ?',
      {
        hour: { type: 'list', items: [{ kind: 'range', from: 8, to: 18, step: 4 }] },
      },
    ],
    [
      'mixed entries are a list',
      '0 0,5-7,*/20 12 * * ?',
      {
        minute: {
          type: 'list',
          items: [
            { kind: 'value', value: 0 },
            { kind: 'range', from: 5, to: 7 },
            { kind: 'loop', from: 0, step: 20 },
          ],
        },
      },
    ],
  ];
  it.each(cases)('%s', (_name, text, fields) => {
    expect(parseCron(text)).toMatchObject(fields as Partial<CronModel>);
  });
});

describe('"The legal characters and the names of months and days of the week are not case sensitive"', () => {
  it('reads names and letters in any case, as numbers', () => {
    expect(parseCron('0 0 12 ? jan-Mar mon#2')).toMatchObject({
      month: { type: 'range', from: 1, to: 3 },
      week: { type: 'nthWeekday', weekday: 2, nth: 2 },
    });
    expect(parseCron('0 0 12 lw * ?').day).toEqual({ type: 'lastWorkday', offset: 0 });
    expect(parseCron('0 0 12 ? * friL').week).toEqual({ type: 'lastWeekday', weekday: 6 });
  });

  it('reads "L" alone in the week as 7, Saturday', () => {
    expect(parseCron('0 0 12 ? * L').week).toEqual({ type: 'specify', values: [7] });
  });

  it('reads leading zeros as Integer.parseInt does', () => {
    expect(parseCron('05 007 12 ? * 2').minute).toEqual({ type: 'specify', values: [7] });
  });
});
