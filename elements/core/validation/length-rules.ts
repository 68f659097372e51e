import '../i18n/catalogues/validation';
import { t } from '../i18n';
import { catalogueMessage, type Rule, type RuleMessage } from './rule';

/** Counted in characters as the user sees them, not UTF-16 units. */
function characterCount(value: unknown): number {
  return Array.from(String(value)).length;
}

function selectionCount(value: unknown): number {
  if (Array.isArray(value)) return value.length;
  return value === null || value === undefined || value === '' ? 0 : 1;
}

export interface LengthRuleOptions {
  min?: number;
  max?: number;
  /** Shown when the field is empty; a generic "required" text when not given. */
  requiredMessage?: RuleMessage;
}

/** Required text with a minimum (最小长度N位字符) and/or maximum (最大长度N位字符) length. */
export function requiredLengthRules({ min, max, requiredMessage }: LengthRuleOptions): Rule[] {
  const rules: Rule[] = [{ required: true, message: requiredMessage ?? catalogueMessage('validation.required') }];
  if (min !== undefined) {
    rules.push({
      validator: (value) => (characterCount(value) < min ? t('validation.minLength', { n: min }) : undefined),
    });
  }
  if (max !== undefined) {
    rules.push({
      validator: (value) => (characterCount(value) > max ? t('validation.maxLength', { n: max }) : undefined),
    });
  }
  return rules;
}

export interface SelectionRuleOptions {
  /** At least this many ticked; 1 when not given, so an empty group asks for 最少选择1项. */
  min?: number;
  max?: number;
}

/** A required checkbox group: fewer than `min` gives 最少选择N项, more than `max` gives 最多选择N项. */
export function checkboxGroupRules({ min = 1, max }: SelectionRuleOptions = {}): Rule[] {
  const rules: Rule[] = [
    { validator: (value) => (selectionCount(value) < min ? t('validation.minSelected', { n: min }) : undefined) },
  ];
  if (max !== undefined) {
    rules.push({
      validator: (value) => (selectionCount(value) > max ? t('validation.maxSelected', { n: max }) : undefined),
    });
  }
  return rules;
}
