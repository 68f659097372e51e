import '../i18n/catalogues/validation';
import { t, type MessageKey, type MessageParams } from '../i18n';

/**
 * A message is either fixed text or a function read when the rule fails, so rules built
 * once at module load still speak the locale that is current when the user sees them.
 */
export type RuleMessage = string | (() => string);

/** A message looked up in the validation catalogue when it is shown. */
export function catalogueMessage(key: MessageKey, params?: MessageParams): RuleMessage {
  return () => t(key, params);
}

export type ValidatorResult = string | undefined;

/**
 * One form rule. Within a rule the checks run in this order: `required`, then `pattern`
 * (only on a non-empty value, so a pattern alone makes the field optional), then `validator`,
 * which returns the failure message or `undefined` when the value is fine.
 */
export interface Rule {
  required?: boolean;
  pattern?: RegExp;
  validator?: (value: unknown) => ValidatorResult | Promise<ValidatorResult>;
  message?: RuleMessage;
}

/** Empty means nothing was entered: null, undefined, blank text or an empty selection. */
export function isEmptyValue(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

export function resolveMessage(message: RuleMessage | undefined): string {
  if (message === undefined) return t('validation.invalid');
  return typeof message === 'function' ? message() : message;
}

/** Tests a whole value; a global or sticky pattern would otherwise remember its last position. */
export function matchesPattern(pattern: RegExp, value: unknown): boolean {
  pattern.lastIndex = 0;
  return pattern.test(String(value));
}

async function failureOf(value: unknown, rule: Rule): Promise<ValidatorResult> {
  const empty = isEmptyValue(value);
  if (rule.required && empty) return resolveMessage(rule.message);
  if (rule.pattern && !empty && !matchesPattern(rule.pattern, value)) return resolveMessage(rule.message);
  if (rule.validator) return rule.validator(value);
  return undefined;
}

/** Runs the rules in order and gives the first failing rule's message, or `undefined` when all pass. */
export async function validateValue(value: unknown, rules: readonly Rule[]): Promise<ValidatorResult> {
  for (const rule of rules) {
    const failure = await failureOf(value, rule);
    if (failure !== undefined) return failure;
  }
  return undefined;
}

export type FormRules = Record<string, readonly Rule[]>;

/** Validates every field of a form; the answer holds the first message of each failing field only. */
export async function validateForm(values: Record<string, unknown>, rules: FormRules): Promise<Record<string, string>> {
  const checked = await Promise.all(
    Object.entries(rules).map(
      async ([field, fieldRules]) => [field, await validateValue(values[field], fieldRules)] as const,
    ),
  );
  const errors: Record<string, string> = {};
  for (const [field, failure] of checked) if (failure !== undefined) errors[field] = failure;
  return errors;
}
