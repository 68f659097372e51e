import '../../core/i18n/catalogues/dialogs';
import { t } from '../../core/i18n';
import type { Rule } from '../../core/validation';

/** What a prompt asks of the text typed, as attributes can say it. */
export interface PromptChecks {
  /** The field's name, for the default required message (请输入<label>). */
  label: string;
  required?: boolean;
  requiredMessage?: string;
  /** An HTML-style pattern: the whole text must match. */
  pattern?: string;
  patternMessage?: string;
  /** The caller's own rules, run after the ones above. */
  rules?: readonly Rule[];
}

/**
 * The pattern as `<input pattern>` reads it (the whole value must match); a pattern that is not
 * a valid expression checks nothing, as the browser ignores it too.
 */
export function wholePattern(pattern: string | undefined): RegExp | undefined {
  if (!pattern) return undefined;
  try {
    return new RegExp(`^(?:${pattern})$`, 'u');
  } catch {
    return undefined;
  }
}

/** The prompt's rules in the order they are checked: required, pattern, then the caller's. */
export function promptRules({
  label,
  required,
  requiredMessage,
  pattern,
  patternMessage,
  rules = [],
}: PromptChecks): Rule[] {
  const checks: Rule[] = [];
  if (required) checks.push({ required: true, message: requiredMessage ?? (() => t('dialogs.required', { label })) });
  const whole = wholePattern(pattern);
  // Without a message of its own, a failed pattern says the validation catalogue's 格式不正确.
  if (whole) checks.push({ pattern: whole, message: patternMessage });
  return [...checks, ...rules];
}
