import '../../core/i18n/catalogues/cron';
import type { MessageKey, MessageParams } from '../../core/i18n';
import { CRON_FIELD_BOUNDS, type CronErrorReason, type CronFieldName, type CronSyntaxError } from '../engine';
import { checkExpression } from './expression-check';

export type Translate = (key: MessageKey, params?: MessageParams) => string;

export const FIELD_NAME_KEYS: Readonly<Record<CronFieldName, MessageKey>> = {
  second: 'cron.field.second',
  minute: 'cron.field.minute',
  hour: 'cron.field.hour',
  day: 'cron.field.day',
  month: 'cron.field.month',
  week: 'cron.field.week',
  year: 'cron.field.year',
};

const REASON_KEYS: Readonly<Record<Exclude<CronErrorReason, 'field-count' | 'day-and-week'>, MessageKey>> = {
  empty: 'cron.error.empty',
  invalid: 'cron.error.invalid',
  'not-allowed': 'cron.error.notAllowed',
  'not-in-list': 'cron.error.notInList',
  'out-of-range': 'cron.error.outOfRange',
  'step-out-of-range': 'cron.error.stepOutOfRange',
  'offset-out-of-range': 'cron.error.offsetOutOfRange',
  'nth-out-of-range': 'cron.error.nthOutOfRange',
  'reversed-range': 'cron.error.reversedRange',
};

/**
 * The engine's CronSyntaxError in the user's language: the engine's own message is developer
 * English, while its `field`, `reason` and `value` say the same thing in words the catalogue has.
 */
export function cronErrorMessage(
  error: CronSyntaxError,
  translate: Translate,
  options: { hideSeconds?: boolean } = {},
): string {
  if (error.reason === 'field-count') {
    const count = error.value.split(/[ \t]+/).filter((word) => word !== '').length;
    return translate('cron.error.fieldCount', { expected: options.hideSeconds ? '5-7' : '6-7', count });
  }
  if (error.reason === 'day-and-week') {
    const bothUnset = error.value.split(' ').every((word) => word === '?');
    return translate(bothUnset ? 'cron.error.dayAndWeekBothUnset' : 'cron.error.dayAndWeekBothSet');
  }
  const field = error.field ?? 'second';
  const { min, max } = CRON_FIELD_BOUNDS[field];
  return translate(REASON_KEYS[error.reason], {
    field: translate(FIELD_NAME_KEYS[field]),
    value: error.value,
    min,
    max,
  });
}

/** The message to show beside `text`, or null when Quartz accepts it (or it is empty). */
export function expressionErrorMessage(
  text: string,
  translate: Translate,
  options: { hideSeconds?: boolean } = {},
): string | null {
  const error = checkExpression(text, options);
  return error && cronErrorMessage(error, translate, options);
}
