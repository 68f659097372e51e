import { useState } from 'react';
import { httpAction } from '../../../../elements/core/http';
import { useFormDraft } from '../use-form-draft';
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
  const [job, setJob] = useState<QuartzJob | null>(null);
  const [open, setOpen] = useState(false);
  const draft = useFormDraft<JobFormValues, JobFormErrors>(() => jobFormValues(null));

  return {
    job,
    open,
    values: draft.values,
    errors: draft.errors,
    saving: draft.saving,
    openFor: (chosen) => {
      setJob(chosen);
      draft.reset(jobFormValues(chosen));
      setOpen(true);
    },
    close: () => setOpen(false),
    change: draft.change,
    submit: async () => {
      const saved = await draft.save(jobFormErrors, (values) =>
        job
          ? httpAction(QUARTZ_URLS.edit, jobBody(values, job.id), 'put')
          : httpAction(QUARTZ_URLS.add, jobBody(values, null), 'post'),
      );
      if (!saved) return;
      setOpen(false);
      onSaved();
    },
  };
}
