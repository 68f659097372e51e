import { describe, expect, it } from 'vitest';
import {
  checkValue,
  cpuMilliseconds,
  matchBudget,
  matchesWithin,
  parseCheckSteps,
  wholeValuePattern,
} from '../../../server/modules/checks';
import { checkMessages } from '../../../server/messages';

const PLATE = parseCheckSteps(
  JSON.stringify([
    { digits: '1', pattern: '^[黑吉辽]$', message: '第1位须为省份简称' },
    { digits: '2', pattern: '^[0-9]{2}$', message: '第2至3位须为两位地区代码' },
    { digits: 5, pattern: '^[0-9]{5}$', message: '第4至8位须为5位数字序号' },
    { digits: '*', pattern: '^.{8}$', message: '共8位' },
  ]),
);

describe('check steps: counted parts in turn, * the whole value', () => {
  it('passes a value every step accepts', () => {
    expect(checkValue(PLATE, '黑0112345')).toBeUndefined();
  });

  it('answers the first failing step with the part it checked', () => {
    expect(checkValue(PLATE, '京0112345')).toMatchObject({
      message: '第1位须为省份简称',
      beginIndex: 0,
      endIndex: 1,
      checkValue: '京',
      passed: false,
    });
    expect(checkValue(PLATE, '黑A112345')).toMatchObject({ message: '第2至3位须为两位地区代码', checkValue: 'A1' });
    expect(checkValue(PLATE, '黑011234x')).toMatchObject({
      message: '第4至8位须为5位数字序号',
      beginIndex: 3,
      endIndex: 8,
      checkValue: '1234x',
    });
    expect(checkValue(PLATE, '黑01123456')).toMatchObject({ digits: '*', message: '共8位', checkValue: '黑01123456' });
  });

  it('gives a step what is left of a short value, possibly nothing', () => {
    expect(checkValue(PLATE, '黑0')).toMatchObject({
      message: '第2至3位须为两位地区代码',
      checkValue: '0',
      endIndex: 2,
    });
    expect(checkValue(PLATE, '黑01')).toMatchObject({ message: '第4至8位须为5位数字序号', checkValue: '' });
  });

  it("lets an empty value pass (required is the form's rule)", () => {
    expect(checkValue(PLATE, '')).toBeUndefined();
  });

  it("matches whole parts, as Java's Pattern.matches does", () => {
    const steps = parseCheckSteps(JSON.stringify([{ digits: '*', pattern: '[0-9]+', message: '只能是数字' }]));
    expect(checkValue(steps, '12a')).toMatchObject({ message: '只能是数字' });
  });
});

describe('rule JSON is checked before it is kept', () => {
  it('refuses what is not an array of steps', () => {
    for (const json of ['{}', '[]', 'nope', '[1]'])
      expect(() => parseCheckSteps(json)).toThrow(checkMessages.ruleJsonNotArray);
  });

  it('names the step with bad digits, a broken pattern or no message', () => {
    expect(() =>
      parseCheckSteps(
        JSON.stringify([
          { digits: '*', pattern: 'a', message: 'm' },
          { digits: '0', pattern: 'a', message: 'm' },
        ]),
      ),
    ).toThrow(checkMessages.ruleDigits(2));
    expect(() => parseCheckSteps(JSON.stringify([{ digits: '*', pattern: '([a-z]', message: 'm' }]))).toThrow(
      checkMessages.rulePattern(1),
    );
    expect(() => parseCheckSteps(JSON.stringify([{ digits: 'x', pattern: 'a', message: 'm' }]))).toThrow(
      checkMessages.ruleDigits(1),
    );
    expect(() => parseCheckSteps(JSON.stringify([{ digits: '*', pattern: 'a', message: ' ' }]))).toThrow(
      checkMessages.ruleMessage(1),
    );
  });
});

describe('a catastrophic pattern cannot hang the server', () => {
  it('stops a backtracking match at the time limit with a clear refusal', () => {
    expect(() => matchesWithin(wholeValuePattern('(a+)+'), `${'a'.repeat(40)}!`)).toThrow(
      checkMessages.patternTimedOut,
    );
  });

  it('still matches ordinary patterns afterwards', () => {
    expect(matchesWithin(wholeValuePattern('a+'), 'aaa')).toBe(true);
    expect(matchesWithin(wholeValuePattern('a+'), 'aab')).toBe(false);
  });

  it('runs again a match that was stopped while it waited for a core, not computing', () => {
    const pattern = waitsOnceThenComputes(0);
    expect(matchesWithin(pattern, 'aaa', matchBudget(500))).toBe(true);
    expect(pattern.waited).toBe(true);
  });

  it('holds a match that a retry let finish to its budget', () => {
    // Without that, a match over budget would pass on a busy machine and fail on a quiet one.
    const pattern = waitsOnceThenComputes(60);
    expect(() => matchesWithin(pattern, 'aaa', matchBudget(40))).toThrow(checkMessages.patternTimedOut);
    expect(pattern.waited).toBe(true);
  });

  it('refuses a match the server is too starved to run, after at most sixteen times its budget', () => {
    // Every test blocks for 1 s without computing: the retries' wall time (50, 100, ... ms) stops at
    // 16 x 50 ms, before a retry could outlast the block.
    const alwaysWaits = new (class extends RegExp {
      waits = 0;
      override test(value: string) {
        this.waits += 1;
        Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 1000);
        return super.test(value);
      }
    })('^a+$');
    expect(() => matchesWithin(alwaysWaits, 'aaa', matchBudget(50))).toThrow(checkMessages.patternTimedOut);
    expect(alwaysWaits.waits).toBeLessThanOrEqual(5);
  });

  it("shares one CPU budget across a rule's steps", () => {
    const computesFor = (ms: number) =>
      new (class extends RegExp {
        override test(value: string) {
          compute(ms);
          return super.test(value);
        }
      })('^a$');
    const budget = matchBudget(100);
    expect(matchesWithin(computesFor(60), 'a', budget)).toBe(true);
    expect(() => matchesWithin(computesFor(60), 'a', budget)).toThrow(checkMessages.patternTimedOut);
    expect(() => matchesWithin(wholeValuePattern('a'), 'a', budget)).toThrow(checkMessages.patternTimedOut);
  });
});

function compute(ms: number): void {
  const started = cpuMilliseconds();
  while (cpuMilliseconds() - started < ms);
}

/**
 * A pattern whose first test blocks for 1 s without using the CPU, as a process waiting for a core
 * does (the guard's first wall-time limit is shorter), and whose every test computes for `ms`.
 */
function waitsOnceThenComputes(ms: number) {
  return new (class extends RegExp {
    waited = false;
    override test(value: string) {
      if (!this.waited) {
        this.waited = true;
        Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 1000);
      }
      compute(ms);
      return super.test(value);
    }
  })('^a+$');
}
