import { refused } from '../../http';
import { checkMessages } from '../../messages';
import { wholeValuePattern } from './time-limited-match';

/**
 * One step of a check rule (JeecgBoot's SysCheckRule JSON): `digits` '*' checks the whole value,
 * a number N checks the next N characters (steps with numbers take the value in turn);
 * `pattern` must match that part completely, else `message` is the answer.
 */
export interface CheckStep {
  digits: '*' | number;
  pattern: string;
  message: string;
}

export const MAX_CHECK_STEPS = 20;
const MAX_PATTERN_LENGTH = 500;
const MAX_MESSAGE_LENGTH = 200;
const MAX_DIGITS = 1000;

function digitsOf(raw: unknown, index: number): '*' | number {
  if (raw === '*') return '*';
  const digits =
    typeof raw === 'number' ? raw : typeof raw === 'string' && /^\d+$/.test(raw.trim()) ? Number(raw) : Number.NaN;
  if (!Number.isInteger(digits) || digits < 1 || digits > MAX_DIGITS) throw refused(checkMessages.ruleDigits(index));
  return digits;
}

function patternOf(raw: unknown, index: number): string {
  if (typeof raw !== 'string' || !raw || raw.length > MAX_PATTERN_LENGTH)
    throw refused(checkMessages.rulePattern(index));
  try {
    wholeValuePattern(raw);
  } catch {
    throw refused(checkMessages.rulePattern(index));
  }
  return raw;
}

/** The steps of a rule's JSON text, or a refusal saying which step is wrong and how. */
export function parseCheckSteps(ruleJson: string): CheckStep[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(ruleJson);
  } catch {
    throw refused(checkMessages.ruleJsonNotArray);
  }
  if (!Array.isArray(parsed) || !parsed.length) throw refused(checkMessages.ruleJsonNotArray);
  if (parsed.length > MAX_CHECK_STEPS) throw refused(checkMessages.ruleJsonTooLong(MAX_CHECK_STEPS));
  return parsed.map((item: unknown, position) => {
    const index = position + 1;
    if (!item || typeof item !== 'object' || Array.isArray(item)) throw refused(checkMessages.ruleJsonNotArray);
    const step = item as Record<string, unknown>;
    const message = step.message;
    if (typeof message !== 'string' || !message.trim() || message.length > MAX_MESSAGE_LENGTH)
      throw refused(checkMessages.ruleMessage(index));
    return { digits: digitsOf(step.digits, index), pattern: patternOf(step.pattern, index), message };
  });
}
