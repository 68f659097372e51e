import type { CronFieldName } from './cron-fields';

/** Why an expression was refused; the editor can key its own messages on it. */
export type CronErrorReason =
  /** Not 6 or 7 fields (5 to 7 where seconds are optional). */
  | 'field-count'
  /** An empty field or an empty entry between commas. */
  | 'empty'
  /** Text that is no form of the field at all. */
  | 'invalid'
  /** A form the field does not take ('?' in hours, 'W' in the week, ...). */
  | 'not-allowed'
  /** 'L', 'W', '#' or '?' mixed with other entries in a comma list. */
  | 'not-in-list'
  /** A value outside the field's bounds. */
  | 'out-of-range'
  /** A step of 0 or larger than the field allows. */
  | 'step-out-of-range'
  /** L-n with n over 30. */
  | 'offset-out-of-range'
  /** n#k with k outside 1-5. */
  | 'nth-out-of-range'
  /** A year range or year loop that ends before it starts. */
  | 'reversed-range'
  /** Day and week both set, or both '?'. */
  | 'day-and-week';

export interface CronErrorDetail {
  /** The field at fault; null when the expression as a whole is (field count). */
  readonly field: CronFieldName | null;
  readonly reason: CronErrorReason;
  /** The text at fault: the entry, the field, or the whole expression. */
  readonly value: string;
}

/**
 * Thrown for any expression Quartz refuses. The message is developer-facing English; `field`,
 * `reason` and `value` let a user interface say it in its own words.
 */
export class CronSyntaxError extends Error implements CronErrorDetail {
  override readonly name = 'CronSyntaxError';
  readonly field: CronFieldName | null;
  readonly reason: CronErrorReason;
  readonly value: string;

  constructor(detail: CronErrorDetail, explanation: string) {
    super(`Cron ${detail.field ?? 'expression'}: ${explanation} (got "${detail.value}")`);
    this.field = detail.field;
    this.reason = detail.reason;
    this.value = detail.value;
  }
}

export function refuse(
  field: CronFieldName | null,
  reason: CronErrorReason,
  value: string,
  explanation: string,
): never {
  throw new CronSyntaxError({ field, reason, value }, explanation);
}
