import vm from 'node:vm';
import { ApiError } from '../../http';
import { checkMessages } from '../../messages';

/**
 * Check rules carry regular expressions written by administrators and run against values any
 * signed-in user sends. A pattern such as `(a+)+$` can backtrack for minutes; JavaScript has no
 * regex timeout, but a vm script's does interrupt a running match. The script is a fixed text:
 * only the pattern and the value change, as properties of one reused context.
 */
/** How long one check (every step of a rule) may spend matching: generous for any sane pattern. */
export const PATTERN_TIME_LIMIT_MS = 500;

const context = vm.createContext(Object.create(null) as Record<string, unknown>);
const matchScript = new vm.Script('pattern.test(value)');

/** A JavaScript regular expression matching a whole value, as Java's Pattern.matches does. */
export function wholeValuePattern(pattern: string): RegExp {
  return new RegExp(`^(?:${pattern})$`);
}

/** Whether `pattern` matches all of `value`; a match running past the limit is an ApiError. */
export function matchesWithin(pattern: RegExp, value: string, limitMs = PATTERN_TIME_LIMIT_MS): boolean {
  context.pattern = pattern;
  context.value = value;
  try {
    return matchScript.runInContext(context, { timeout: limitMs }) === true;
  } catch (error) {
    if ((error as { code?: string }).code === 'ERR_SCRIPT_EXECUTION_TIMEOUT')
      throw new ApiError(checkMessages.patternTimedOut);
    throw error;
  } finally {
    context.pattern = undefined;
    context.value = undefined;
  }
}
