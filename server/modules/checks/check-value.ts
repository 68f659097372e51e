import type { CheckStep } from './check-rule-json';
import { matchBudget, matchesWithin, wholeValuePattern } from './time-limited-match';

/** The failed step, as JeecgBoot answers it in `result` beside the step's message. */
export interface CheckFailure {
  digits: string;
  pattern: string;
  message: string;
  beginIndex?: number;
  endIndex?: number;
  checkValue: string;
  passed: false;
}

/**
 * Runs a rule's steps over a value and returns the first failing one (undefined: the value
 * passes). Counted steps take the next characters in turn; a value too short for a step gives
 * it what is left, possibly nothing. An empty value passes: it is the form's `required` rule
 * that decides whether a value must be given.
 */
export function checkValue(steps: readonly CheckStep[], value: string): CheckFailure | undefined {
  if (!value.trim()) return undefined;
  // One time budget for all steps: a rule of many slow patterns cannot multiply it.
  const budget = matchBudget();
  const matches = (pattern: string, part: string) => matchesWithin(wholeValuePattern(pattern), part, budget);
  let begin = 0;
  for (const step of steps) {
    const { digits, pattern, message } = step;
    if (digits === '*') {
      if (!matches(pattern, value)) return { digits, pattern, message, checkValue: value, passed: false };
      continue;
    }
    const end = Math.min(begin + digits, value.length);
    const part = begin > end ? '' : value.slice(begin, end);
    const failure = matches(pattern, part)
      ? undefined
      : {
          digits: String(digits),
          pattern,
          message,
          beginIndex: begin,
          endIndex: end,
          checkValue: part,
          passed: false as const,
        };
    if (failure) return failure;
    begin += digits;
  }
  return undefined;
}
