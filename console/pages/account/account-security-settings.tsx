import { useState, type ReactElement } from 'react';
import { useTranslation } from '../../../elements/core/i18n';
import { Button } from '../../../elements/core/ui';
import { ChangePasswordDialog } from '../../shell/dialogs';
import { SettingList, SettingListItem } from './setting-list-item';

/** 安全设置: the account password, changed through the shell's 修改密码 dialog. */
export function AccountSecuritySettings(): ReactElement {
  const { t } = useTranslation();
  const [changing, setChanging] = useState(false);
  return (
    <>
      <SettingList>
        <SettingListItem
          title={t('consoleExtra.account.passwordTitle')}
          description={t('consoleExtra.account.passwordDescription')}
          action={
            <Button type="link" onClick={() => setChanging(true)}>
              {t('consoleExtra.account.change')}
            </Button>
          }
        />
      </SettingList>
      <ChangePasswordDialog open={changing} onClose={() => setChanging(false)} />
    </>
  );
}
