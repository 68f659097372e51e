import styled from '@emotion/styled';
import type { ReactElement } from 'react';
import { useTranslation, type MessageKey } from '../../../elements/core/i18n';
import { Button, DatePicker, Input, RadioGroup, Spin } from '../../../elements/core/ui';
import { FormField } from '../../shell/dialogs';
import type { AccountProfile } from './account-profile';
import type { BaseInfoValues } from './base-info';
import { useBaseInfoForm } from './use-base-info-form';
import { UserAvatar } from './user-avatar';

type TextField = Exclude<keyof BaseInfoValues, 'sex'>;

const TEXT_FIELDS: readonly {
  name: TextField;
  label: MessageKey;
  type: string;
  autoComplete: string;
  required?: boolean;
}[] = [
  { name: 'realname', label: 'consoleExtra.account.realname', type: 'text', autoComplete: 'name', required: true },
  { name: 'birthday', label: 'consoleExtra.account.birthday', type: 'date', autoComplete: 'bday' },
  { name: 'email', label: 'consoleExtra.account.email', type: 'email', autoComplete: 'email' },
  { name: 'phone', label: 'consoleExtra.account.phone', type: 'tel', autoComplete: 'tel' },
  { name: 'telephone', label: 'consoleExtra.account.telephone', type: 'tel', autoComplete: 'tel' },
];

const Layout = styled.div`
  display: flex;
  gap: 48px;
  flex-wrap: wrap;
  & > form { flex: 1; min-width: 280px; max-width: 520px; }
`;

export interface AccountBaseSettingsProps {
  profile: AccountProfile | null;
  loading: boolean;
  onSaved?: (values: BaseInfoValues) => void;
}

/** 基本设置: name, sex, birthday and contact details of the signed-in user. */
export function AccountBaseSettings({ profile, loading, onSaved }: AccountBaseSettingsProps): ReactElement | null {
  const { t } = useTranslation();
  const form = useBaseInfoForm(profile, onSaved);
  const values = form.values;
  const sexes = [
    { value: 1 as const, label: t('consoleExtra.account.male') },
    { value: 2 as const, label: t('consoleExtra.account.female') },
  ];

  if (!profile || !values) return <Spin spinning={loading} />;
  return (
    <Spin spinning={loading}>
      <Layout>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void form.submit();
          }}
        >
          <FormField label={t('consoleExtra.account.username')}>
            {(control) => <Input id={control.id} value={profile.user.username} readOnly />}
          </FormField>
          {TEXT_FIELDS.map((field) => (
            <FormField
              key={field.name}
              label={t(field.label)}
              required={field.required}
              error={form.errors[field.name]}
            >
              {(control) =>
                field.type === 'date' ? (
                  <DatePicker
                    id={control.id}
                    status={control.status}
                    aria-describedby={control.describedBy}
                    name={field.name}
                    value={values[field.name]}
                    onChange={(next) => form.change(field.name, next)}
                    style={{ width: '100%' }}
                  />
                ) : (
                  <Input
                    id={control.id}
                    status={control.status}
                    aria-describedby={control.describedBy}
                    name={field.name}
                    type={field.type}
                    autoComplete={field.autoComplete}
                    value={values[field.name]}
                    onChange={(event) => form.change(field.name, event.target.value)}
                  />
                )
              }
            </FormField>
          ))}
          <FormField label={t('consoleExtra.account.sex')}>
            {(control) => (
              <RadioGroup
                aria-labelledby={control.labelId}
                options={sexes}
                value={values.sex}
                onChange={(sex) => form.change('sex', sex)}
              />
            )}
          </FormField>
          <Button type="primary" htmlType="submit" loading={form.saving}>
            {t('consoleExtra.account.updateBase')}
          </Button>
        </form>
        <UserAvatar avatar={profile.user.avatar} name={values.realname || profile.user.username} />
      </Layout>
    </Spin>
  );
}
