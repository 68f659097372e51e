/**
 * The Quartz cron engine: pure TypeScript, no DOM. It reads, writes and evaluates expressions
 * exactly as org.quartz.CronExpression (Quartz 2.3.2) does; README.md beside this file lists
 * every choice made where Quartz is silent, random or broken.
 */
export {
  CRON_FIELD_NAMES,
  CRON_FIELD_BOUNDS,
  MONTH_NAMES,
  WEEK_NAMES,
  type CronFieldName,
  type CronFieldBounds,
} from './cron-fields';
export {
  CRON_FIELD_TYPES,
  type CronModel,
  type CronField,
  type CronFieldType,
  type CronItem,
} from './cron-model';
export { CronSyntaxError, type CronErrorReason, type CronErrorDetail } from './cron-syntax-error';
export { parseCron, type CronParseOptions } from './parse-cron';
export { formatCron, type CronFormatOptions } from './format-cron';
export { parseField } from './parse-field';
export { formatField } from './format-field';
export { nextRunTimes, DEFAULT_RUN_COUNT, type NextRunOptions } from './next-run-times';
