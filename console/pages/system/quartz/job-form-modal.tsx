import type { ReactElement } from 'react';
import { CronInput } from '../../../../elements/cron';
import { useTranslation } from '../../../../elements/core/i18n';
import { Input, Modal, RadioGroup, Textarea } from '../../../../elements/core/ui';
import { FormField } from '../../../shell/dialogs';
import { JOB_PAUSED, JOB_RUNNING } from './quartz-job';
import type { JobFormState } from './use-job-form';

/** The add / edit dialog of a scheduled job; its expression is edited with the cron editor. */
export function JobFormModal({ form }: { form: JobFormState }): ReactElement {
  const { t } = useTranslation();
  const { values, errors } = form;
  const statuses = [
    { value: JOB_RUNNING, label: t('system.quartz.running') },
    { value: JOB_PAUSED, label: t('system.quartz.paused') },
  ];
  return (
    <Modal
      open={form.open}
      title={t(form.job ? 'system.quartz.editTitle' : 'system.quartz.addTitle')}
      width={800}
      destroyOnClose
      confirmLoading={form.saving}
      onOk={() => void form.submit()}
      onCancel={form.close}
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void form.submit();
        }}
      >
        <FormField
          label={t('system.quartz.jobClassName')}
          required
          error={errors.jobClassName && t(errors.jobClassName)}
        >
          {(control) => (
            <Input
              id={control.id}
              status={control.status}
              aria-describedby={control.describedBy}
              value={values.jobClassName}
              autoComplete="off"
              onChange={(event) => form.change('jobClassName', event.target.value)}
            />
          )}
        </FormField>
        <FormField
          label={t('system.quartz.cronExpression')}
          required
          error={errors.cronExpression && t(errors.cronExpression)}
        >
          {(control) => (
            <CronInput
              // The cron box names itself; the id ties the row's label to it as well.
              inputRef={(input) => input?.setAttribute('id', control.id)}
              value={values.cronExpression}
              onChange={({ value }) => form.change('cronExpression', value)}
            />
          )}
        </FormField>
        <FormField label={t('system.quartz.parameter')}>
          {(control) => (
            <Input
              id={control.id}
              value={values.parameter}
              autoComplete="off"
              onChange={(event) => form.change('parameter', event.target.value)}
            />
          )}
        </FormField>
        <FormField label={t('system.quartz.description')}>
          {(control) => (
            <Textarea
              id={control.id}
              value={values.description}
              onChange={(event) => form.change('description', event.target.value)}
            />
          )}
        </FormField>
        <FormField label={t('system.quartz.status')}>
          {(control) => (
            <RadioGroup
              aria-labelledby={control.labelId}
              options={statuses}
              value={values.status}
              onChange={(status) => form.change('status', status)}
            />
          )}
        </FormField>
      </form>
    </Modal>
  );
}
