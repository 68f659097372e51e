import type { RuleCallback } from './grid-rule-types';
import { globalTimers, type Timers } from './timers';

/**
 * How long a rule that answers through its callback may take. A handler that never calls back
 * (JeecgBoot's say it must, once) would otherwise hold `validate()`, 保存 and the form forever.
 */
export const RULE_CALLBACK_TIMEOUT_MS = 10_000;

/** A custom rule's answer for the core check: `true` passes, `false` fails with the rule's message, text fails with that text. */
export type RuleOutcome = boolean | string;

const failureText = (text: string): RuleOutcome => (text === '' ? false : text);

/** A returned or resolved verdict: nothing, `null` or `true` passes; `false` fails; a text or an Error fails with its message. */
export function returnedOutcome(verdict: unknown): RuleOutcome {
  if (verdict === false) return false;
  if (typeof verdict === 'string') return failureText(verdict);
  if (verdict instanceof Error) return failureText(verdict.message);
  return true;
}

/**
 * A callback's arguments as JeecgBoot (`callback(flag, message)`: `null` does nothing, which
 * passes) and Ant Design (`callback()`, `callback(error)`) mean them.
 */
export function calledBackOutcome(flag: unknown, message: unknown): RuleOutcome {
  if (flag === undefined || flag === null) return true;
  if (flag instanceof Error || typeof flag === 'string') return returnedOutcome(flag);
  if (flag) return true;
  return typeof message === 'string' ? failureText(message) : false;
}

/** A throw or a rejection fails, with its message when it has one (Ant Design rejects with the message). */
export function thrownOutcome(reason: unknown): RuleOutcome {
  if (reason instanceof Error) return failureText(reason.message);
  return typeof reason === 'string' ? failureText(reason) : false;
}

function isThenable(value: unknown): value is PromiseLike<unknown> {
  return (
    (typeof value === 'object' || typeof value === 'function') &&
    value !== null &&
    typeof (value as { then?: unknown }).then === 'function'
  );
}

export interface SettleOptions {
  /**
   * The rule answers through its callback: returning nothing (or a promise of nothing) leaves it
   * pending until it calls back. Otherwise returning nothing passes.
   */
  waitsForCallback: boolean;
  timers?: Timers;
  timeoutMs?: number;
}

/**
 * Runs a custom rule that may answer by returning a verdict or a promise of one, by throwing, or
 * by calling its callback. The first answer counts and later ones are ignored, so a handler that
 * both calls back and returns is read once. One still pending after `timeoutMs` fails with its
 * rule's message: a validation always ends.
 */
export function settleRule(run: (callback: RuleCallback) => unknown, options: SettleOptions): Promise<RuleOutcome> {
  const { waitsForCallback, timers = globalTimers, timeoutMs = RULE_CALLBACK_TIMEOUT_MS } = options;
  return new Promise((resolve) => {
    let settled = false;
    let timer: unknown;
    const finish = (outcome: RuleOutcome) => {
      if (settled) return;
      settled = true;
      if (timer !== undefined) timers.clearTimeout(timer);
      resolve(outcome);
    };
    const answered = (verdict: unknown) => {
      if (verdict !== undefined || !waitsForCallback) finish(returnedOutcome(verdict));
    };
    let returned: unknown;
    try {
      returned = run((flag, message) => finish(calledBackOutcome(flag, message)));
    } catch (reason) {
      finish(thrownOutcome(reason));
    }
    if (settled) return;
    if (isThenable(returned)) returned.then(answered, (reason: unknown) => finish(thrownOutcome(reason)));
    else answered(returned);
    if (!settled) timer = timers.setTimeout(() => finish(false), timeoutMs);
  });
}
