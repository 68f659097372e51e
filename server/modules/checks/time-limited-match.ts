import vm from 'node:vm';
import { ApiError } from '../../http';
import { checkMessages } from '../../messages';

/**
 * Check rules carry regular expressions written by administrators and run against values any
 * signed-in user sends. A pattern such as `(a+)+$` can backtrack for minutes; JavaScript has no
 * regex timeout, but a vm script's does interrupt a running match. The script is a fixed text:
 * only the pattern and the value change, as properties of one reused context.
 */
/** The CPU time one check (every step of a rule) may spend matching: generous for any sane pattern. */
export const PATTERN_TIME_LIMIT_MS = 500;

/**
 * The vm timeout counts wall time, which a busy machine stretches. A match stopped before it
 * computed for most of its budget was waiting for a core, not running away: it runs again with
 * twice the wall time, up to this many times its budget. Past that the server is too starved to
 * let anyone's pattern run on.
 */
const STARVED_WALL_FACTOR = 16;
/** The share of its budget a stopped match must have computed to count as running away. */
const RUNAWAY_SHARE = 0.9;

/** The matching time left to one check, shared by its steps so that many slow ones cannot multiply it. */
export interface MatchBudget {
  remainingMs: number;
}

export function matchBudget(limitMs = PATTERN_TIME_LIMIT_MS): MatchBudget {
  return { remainingMs: limitMs };
}

const context = vm.createContext(Object.create(null) as Record<string, unknown>);
const matchScript = new vm.Script('pattern.test(value)');
const TIMED_OUT = Symbol('timed out');

/** A JavaScript regular expression matching a whole value, as Java's Pattern.matches does. */
export function wholeValuePattern(pattern: string): RegExp {
  return new RegExp(`^(?:${pattern})$`);
}

/**
 * Whether `pattern` matches all of `value`. The CPU time the match takes comes off `budget`; a
 * match that would compute past what is left is an ApiError.
 */
export function matchesWithin(pattern: RegExp, value: string, budget = matchBudget()): boolean {
  if (budget.remainingMs <= 0) refuse(budget);
  for (let wallMs = budget.remainingMs; ; wallMs *= 2) {
    const started = cpuMilliseconds();
    const outcome = runMatch(pattern, value, wallMs);
    const computedMs = cpuMilliseconds() - started;
    if (outcome !== TIMED_OUT) {
      // A match a retry let finish is held to the budget all the same: the verdict must not
      // depend on how busy the machine was.
      if (computedMs > budget.remainingMs) refuse(budget);
      budget.remainingMs -= computedMs;
      return outcome;
    }
    const ranAway = computedMs >= budget.remainingMs * RUNAWAY_SHARE;
    if (ranAway || wallMs * 2 > budget.remainingMs * STARVED_WALL_FACTOR) refuse(budget);
  }
}

function refuse(budget: MatchBudget): never {
  budget.remainingMs = 0;
  throw new ApiError(checkMessages.patternTimedOut);
}

function runMatch(pattern: RegExp, value: string, wallMs: number): boolean | typeof TIMED_OUT {
  context.pattern = pattern;
  context.value = value;
  try {
    return matchScript.runInContext(context, { timeout: Math.max(1, Math.ceil(wallMs)) }) === true;
  } catch (error) {
    if ((error as { code?: string }).code === 'ERR_SCRIPT_EXECUTION_TIMEOUT') return TIMED_OUT;
    throw error;
  } finally {
    context.pattern = undefined;
    context.value = undefined;
  }
}

// Newer Node releases (23.9 on, and late 22s) have the thread's own clock; @types/node does not declare it yet.
const threadCpuUsage = (process as { threadCpuUsage?: () => NodeJS.CpuUsage }).threadCpuUsage?.bind(process);

/**
 * The CPU milliseconds this thread has used, where Node can tell; else the whole process's. Then
 * other threads' work (a sign-in's scrypt) counts too, and on a server busy with it a stopped match
 * may be refused as before: never is a runaway let through.
 */
export function cpuMilliseconds(): number {
  const { user, system } = threadCpuUsage ? threadCpuUsage() : process.cpuUsage();
  return (user + system) / 1000;
}
