import type { ReactElement } from 'react';
import { useTranslation, type MessageKey } from '../../../../elements/core/i18n';
import { Input, Modal, RadioGroup, Select, Switch } from '../../../../elements/core/ui';
import { FormField } from '../../../shell/dialogs';
import { parentChoices } from './menu-rows';
import type { PermissionFormValues } from './permission-form';
import { MENU_BUTTON, MENU_SUB, MENU_TOP, type PermissionEntry } from './permission-record';
import type { PermissionFormState } from './use-permission-form';

type TextField = 'name' | 'url' | 'component' | 'redirect' | 'icon' | 'sortNo' | 'perms';

/** The add / edit dialog of a menu entry or button; what it asks follows the entry's type. */
export function PermissionFormModal({
  form,
  entries,
}: {
  form: PermissionFormState;
  entries: readonly PermissionEntry[];
}): ReactElement {
  const { t } = useTranslation();
  const { values, errors } = form;
  const button = values.menuType === MENU_BUTTON;
  const types = [
    { value: MENU_TOP, label: t('system.permission.typeTop') },
    { value: MENU_SUB, label: t('system.permission.typeSub') },
    { value: MENU_BUTTON, label: t('system.permission.typeButton') },
  ];
  const parents = parentChoices(entries, form.entry?.id ?? null).map((choice) => ({
    value: choice.id,
    label: `${'— '.repeat(choice.level)}${choice.name}`,
  }));
  const error = (field: keyof PermissionFormValues) => {
    const key: MessageKey | undefined = errors[field];
    return key && t(key);
  };
  const text = (field: TextField, label: MessageKey, required = false) => (
    <FormField label={t(label)} required={required} error={error(field)}>
      {(control) => (
        <Input
          id={control.id}
          status={control.status}
          aria-describedby={control.describedBy}
          value={values[field]}
          autoComplete="off"
          onChange={(event) => form.change(field, event.target.value)}
        />
      )}
    </FormField>
  );

  return (
    <Modal
      open={form.open}
      title={t(form.entry ? 'system.permission.editTitle' : 'system.permission.addTitle')}
      width={760}
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
        <FormField label={t('system.permission.menuType')}>
          {(control) => (
            <RadioGroup
              aria-labelledby={control.labelId}
              options={types}
              value={values.menuType}
              onChange={(menuType) => form.change('menuType', menuType)}
            />
          )}
        </FormField>
        {text('name', button ? 'system.permission.buttonName' : 'system.permission.name', true)}
        {values.menuType !== MENU_TOP && (
          <FormField label={t('system.permission.parent')} required error={error('parentId')}>
            {(control) => (
              <Select<string>
                id={control.id}
                aria-labelledby={control.labelId}
                status={control.status}
                searchable
                options={parents}
                value={values.parentId}
                onChange={(parentId) => form.change('parentId', parentId)}
              />
            )}
          </FormField>
        )}
        {!button && text('url', 'system.permission.url', true)}
        {!button && text('component', 'system.permission.component', values.menuType === MENU_SUB)}
        {values.menuType === MENU_TOP && text('redirect', 'system.permission.redirect')}
        {text('perms', 'system.permission.perms', button)}
        {button && (
          <FormField label={t('system.permission.permsType')}>
            {(control) => (
              <RadioGroup
                aria-labelledby={control.labelId}
                options={[
                  { value: '1', label: t('system.permission.permsTypeShow') },
                  { value: '2', label: t('system.permission.permsTypeDisable') },
                ]}
                value={values.permsType}
                onChange={(permsType) => form.change('permsType', permsType)}
              />
            )}
          </FormField>
        )}
        {!button && text('icon', 'system.permission.icon')}
        {text('sortNo', 'system.permission.sortNo')}
        {!button && (
          <FormField label={t('system.permission.hidden')}>
            {(control) => (
              <Switch
                aria-labelledby={control.labelId}
                checked={values.hidden}
                onChange={(hidden) => form.change('hidden', hidden)}
              />
            )}
          </FormField>
        )}
        {!button && (
          <FormField label={t('system.permission.keepAlive')}>
            {(control) => (
              <Switch
                aria-labelledby={control.labelId}
                checked={values.keepAlive}
                onChange={(keepAlive) => form.change('keepAlive', keepAlive)}
              />
            )}
          </FormField>
        )}
        <FormField label={t('system.permission.status')}>
          {(control) => (
            <RadioGroup
              aria-labelledby={control.labelId}
              options={[
                { value: '1', label: t('system.permission.statusOn') },
                { value: '0', label: t('system.permission.statusOff') },
              ]}
              value={values.status}
              onChange={(status) => form.change('status', status)}
            />
          )}
        </FormField>
      </form>
    </Modal>
  );
}
