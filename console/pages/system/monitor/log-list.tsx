import type { ReactElement } from 'react';
import { useTranslation } from '../../../../elements/core/i18n';
import { Tabs } from '../../../../elements/core/ui';
import { LOGIN_LOG, OPERATION_LOG } from './log-record';
import { LogTable } from './log-table';

/** 日志管理 (menu component `system/LogList`): login and operation logs on two tabs. */
export function LogList(): ReactElement {
  const { t } = useTranslation();
  return (
    <Tabs
      items={[
        {
          key: 'login',
          label: t('system.log.loginTab'),
          children: <LogTable logType={LOGIN_LOG} title={t('system.log.loginTab')} />,
        },
        {
          key: 'operation',
          label: t('system.log.operationTab'),
          children: <LogTable logType={OPERATION_LOG} title={t('system.log.operationTab')} />,
        },
      ]}
    />
  );
}
