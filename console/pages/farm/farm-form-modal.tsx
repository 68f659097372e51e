import type { ReactElement } from 'react';
import { useTranslation } from '../../../elements/core/i18n';
import { Modal } from '../../../elements/core/ui';
import { FormField } from '../../shell/dialogs';
import { formFields, type FarmDeclaration } from './farm-declaration';
import { farmErrorText } from './farm-error-text';
import { FarmFieldControl } from './farm-field-control';
import { FarmPartTabs } from './farm-part-tabs';
import type { FarmFormState } from './use-farm-form';

/** A master's form holds its sub-tables: wide enough for their columns. */
const MASTER_FORM_WIDTH = 1200;
const FORM_WIDTH = 800;

/**
 * The add / edit dialog of a farm record: one row per declared field, each with its rules, and
 * for a master record its parts as sub-tables in tabs (JeecgBoot's one-to-many form).
 */
export function FarmFormModal({
  declaration,
  form,
}: {
  declaration: FarmDeclaration;
  form: FarmFormState;
}): ReactElement {
  const { t } = useTranslation();
  return (
    <Modal
      open={form.open}
      title={`${declaration.title} - ${t(form.editing ? 'farm.editTitle' : 'farm.addTitle')}`}
      width={form.parts.parts.length ? MASTER_FORM_WIDTH : FORM_WIDTH}
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
        {formFields(declaration).map((field) => (
          <FormField
            key={field.name}
            label={field.title}
            required={field.required}
            error={farmErrorText(form.errors[field.name], t)}
          >
            {(control) => (
              <FarmFieldControl
                declaration={declaration}
                field={field}
                control={control}
                value={form.values[field.name] ?? ''}
                onChange={(value) => form.change(field.name, value)}
              />
            )}
          </FormField>
        ))}
      </form>
      {form.parts.parts.length > 0 && <FarmPartTabs parts={form.parts} />}
    </Modal>
  );
}
