import type { ReactElement } from 'react';
import { useTranslation } from '../../../../elements/core/i18n';
import { DatePicker, Input, Modal, RadioGroup, Textarea } from '../../../../elements/core/ui';
import { FormField, type FieldControl } from '../../../shell/dialogs';
import { DepartPicker, UserPicker } from '../../../../elements/pickers';
import { dateTimeToPicker, dateToPicker } from './date-input-value';
import { DictChoice } from './dict-choice';
import type { ManagedField, ManagedListConfig } from './managed-fields';
import type { ManagedProblem } from './managed-form';
import { RichTextField } from './rich-text-field';
import type { ManagedFormState } from './use-managed-form';

/** The add / edit dialog of a plainly managed record: one control per configured field. */
export function ManagedFormModal({
  config,
  form,
}: {
  config: ManagedListConfig;
  form: ManagedFormState;
}): ReactElement {
  const { t } = useTranslation();
  const editing = form.record !== null;

  const problemText = (field: ManagedField, problem: ManagedProblem | undefined) => {
    if (!problem) return undefined;
    if (typeof problem === 'object') return t(problem.message);
    const label = t(field.label);
    if (problem === 'required') return t('system.managed.required', { label });
    if (problem === 'tooLong') return t('system.managed.tooLong', { label, max: String(field.maxLength ?? '') });
    if (problem === 'integer') return t('system.managed.integer', { label });
    if (problem === 'datetime') return t('system.managed.datetime', { label });
    return t('system.managed.date', { label });
  };

  const control = (field: ManagedField, props: FieldControl) => {
    const value = form.values[field.key] ?? '';
    const onText = (text: string) => form.change(field.key, text);
    if (field.kind === 'choice') {
      const options = (field.choices ?? []).map((choice) => ({ value: choice.value, label: t(choice.label) }));
      return <RadioGroup<string> aria-labelledby={props.labelId} options={options} value={value} onChange={onText} />;
    }
    if (field.kind === 'dict' && field.dictCode) {
      return (
        <DictChoice
          dictCode={field.dictCode}
          id={props.id}
          labelledBy={props.labelId}
          status={props.status}
          value={value}
          onChange={onText}
        />
      );
    }
    if (field.kind === 'richtext') return <RichTextField labelledBy={props.labelId} value={value} onChange={onText} />;
    if (field.kind === 'users')
      return <UserPicker multiple storeField="id" value={value} onChange={(change) => onText(change.value)} />;
    if (field.kind === 'departs')
      return <DepartPicker multiple value={value} onChange={(change) => onText(change.value)} />;
    if (field.kind === 'date' || field.kind === 'datetime') {
      return (
        <DatePicker
          kind={field.kind}
          id={props.id}
          status={props.status}
          aria-describedby={props.describedBy}
          disabled={editing && field.lockedOnEdit}
          value={field.kind === 'date' ? dateToPicker(value) : dateTimeToPicker(value)}
          onChange={onText}
          style={{ width: '100%' }}
        />
      );
    }
    if (field.kind === 'textarea') {
      return (
        <Textarea
          id={props.id}
          aria-describedby={props.describedBy}
          value={value}
          onChange={(event) => onText(event.target.value)}
        />
      );
    }
    return (
      <Input
        id={props.id}
        status={props.status}
        aria-describedby={props.describedBy}
        type={field.kind === 'password' ? 'password' : 'text'}
        inputMode={field.kind === 'integer' ? 'numeric' : undefined}
        disabled={editing && field.lockedOnEdit}
        value={value}
        autoComplete={field.kind === 'password' ? 'new-password' : 'off'}
        onChange={(event) => onText(event.target.value)}
      />
    );
  };

  return (
    <Modal
      open={form.open}
      title={t(editing ? config.editTitle : config.addTitle)}
      width={700}
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
        {config.fields
          .filter((field) => !field.listOnly && (!field.shownWhen || field.shownWhen(form.values)))
          .map((field) => (
            <FormField
              key={field.key}
              label={t(field.label)}
              required={field.required}
              error={problemText(field, form.errors[field.key])}
            >
              {(props) => control(field, props)}
            </FormField>
          ))}
      </form>
    </Modal>
  );
}
