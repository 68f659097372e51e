import { useState } from 'react';
import { httpAction, isSuccessful } from '../../../../elements/core/http';
import { useNotice } from '../../../../elements/core/ui';
import { jobBody, jobFormErrors, jobFormValues, type JobFormErrors, type JobFormValues } from './job-form';
import { QUARTZ_URLS, type QuartzJob } from './quartz-job';

export interface JobFormState {
  /** The job being edited, or null while adding. */
  job: QuartzJob | null;
  open: boolean;
  values: JobFormValues;
  errors: JobFormErrors;
  saving: boolean;
  openFor: (job: QuartzJob | null) => void;
  close: () => void;
  change: <Field extends keyof JobFormValues>(field: Field, value: JobFormValues[Field]) => void;
  /** Saves; the modal stays open with what was typed when the server refuses or does not answer. */
  submit: () => Promise<void>;
}

export function useJobForm(onSaved: () => void): JobFormState {
  const { message } = useNotice();
  const [job, setJob] = useState<QuartzJob | null>(null);
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState<JobFormValues>(jobFormValues(null));
  const [errors, setErrors] = useState<JobFormErrors>({});
  const [saving, setSaving] = useState(false);

  const submit = async () => {
    const found = jobFormErrors(values);
    setErrors(found);
    if (Object.keys(found).length) return;
    setSaving(true);
    try {
      const answer = job
        ? await httpAction(QUARTZ_URLS.edit, jobBody(values, job.id), 'put')
        : await httpAction(QUARTZ_URLS.add, jobBody(values, null), 'post');
      if (!isSuccessful(answer)) {
        message.warning(answer.message);
        return;
      }
      message.success(answer.message);
      setOpen(false);
      onSaved();
    } catch {
      // The HTTP client has shown why; the form keeps the values.
    } finally {
      setSaving(false);
    }
  };

  return {
    job,
    open,
    values,
    errors,
    saving,
    openFor: (chosen) => {
      setJob(chosen);
      setValues(jobFormValues(chosen));
      setErrors({});
      setOpen(true);
    },
    close: () => setOpen(false),
    change: (field, value) => {
      setValues((current) => ({ ...current, [field]: value }));
      setErrors((current) => ({ ...current, [field]: undefined }));
    },
    submit,
  };
}
