import type { ReactElement } from 'react';
import { useTranslation } from '../../../elements/core/i18n';
import { Empty, Tabs } from '../../../elements/core/ui';
import { AccountBaseSettings } from './account-base-settings';
import { AccountNotificationSettings } from './account-notification-settings';
import { AccountSecuritySettings } from './account-security-settings';
import type { BaseInfoValues } from './base-info';
import { useAccountProfile } from './use-account-profile';

export type AccountSettingsSection = 'base' | 'security' | 'notification';

export interface AccountSettingsProps {
  /** The section shown first (the route account-settings-base opens 'base'). */
  section?: AccountSettingsSection;
  /** Called after the base information was saved. */
  onSaved?: (values: BaseInfoValues) => void;
}

/** 个人设置: base information, security (password) and notifications of the signed-in user. */
export function AccountSettings({ section = 'base', onSaved }: AccountSettingsProps): ReactElement {
  const { t } = useTranslation();
  const { sessionUser, profile, loading } = useAccountProfile();
  if (!sessionUser) return <Empty description={t('consoleExtra.account.noUser')} />;
  return (
    <Tabs
      aria-label={t('consoleExtra.account.sections')}
      defaultActiveKey={section}
      items={[
        {
          key: 'base',
          label: t('consoleExtra.account.base'),
          children: <AccountBaseSettings profile={profile} loading={loading} onSaved={onSaved} />,
        },
        { key: 'security', label: t('consoleExtra.account.security'), children: <AccountSecuritySettings /> },
        {
          key: 'notification',
          label: t('consoleExtra.account.notification'),
          children: <AccountNotificationSettings />,
        },
      ]}
    />
  );
}
