import type { MessageKey } from '../../../../elements/core/i18n';
import { JOB_PAUSED, type QuartzJob } from './quartz-job';

/** What the add / edit form holds. */
export interface JobFormValues {
  jobClassName: string;
  cronExpression: string;
  parameter: string;
  description: string;
  status: number;
}

export type JobFormErrors = Partial<Record<keyof JobFormValues, MessageKey>>;

/** A new job starts paused, so it runs only once its owner starts it. */
export function jobFormValues(job: QuartzJob | null): JobFormValues {
  return {
    jobClassName: job?.jobClassName ?? '',
    cronExpression: job?.cronExpression ?? '',
    parameter: job?.parameter ?? '',
    description: job?.description ?? '',
    status: job?.status ?? JOB_PAUSED,
  };
}

/** The required fields; the server judges the class, the expression and the parameter. */
export function jobFormErrors(values: JobFormValues): JobFormErrors {
  const errors: JobFormErrors = {};
  if (!values.jobClassName.trim()) errors.jobClassName = 'system.quartz.classRequired';
  if (!values.cronExpression.trim()) errors.cronExpression = 'system.quartz.cronRequired';
  return errors;
}

/** The add / edit body: trimmed texts, an empty parameter or description sent as null. */
export function jobBody(values: JobFormValues, id: string | null): Record<string, unknown> {
  const optional = (text: string) => (text.trim() === '' ? null : text.trim());
  return {
    ...(id ? { id } : {}),
    jobClassName: values.jobClassName.trim(),
    cronExpression: values.cronExpression.trim(),
    parameter: optional(values.parameter),
    description: optional(values.description),
    status: values.status,
  };
}
