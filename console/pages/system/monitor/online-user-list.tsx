import type { ReactElement } from 'react';
import { useTranslation } from '../../../../elements/core/i18n';
import { buttonAllowed } from '../../../../elements/core/permission';
import { Input } from '../../../../elements/core/ui';
import { ActionRow, LinkButton, ListPage, useListPage, type ListColumn } from '../../../../elements/list';
import { FORCE_LOGOUT, ONLINE_URLS, type OnlineRecord } from './log-record';
import { useForceLogout } from './use-force-logout';

/** 在线用户 (menu component `system/SysUserOnlineList`): the live sessions, each can be ended. */
export function OnlineUserList(): ReactElement {
  const { t } = useTranslation();
  const list = useListPage<OnlineRecord>({ urls: { list: ONLINE_URLS.list } });
  const forceLogout = useForceLogout(list.reload);
  const columns: ListColumn<OnlineRecord>[] = [
    { key: 'username', title: t('system.online.username') },
    { key: 'realname', title: t('system.online.realname') },
    { key: 'ip', title: t('system.online.ip') },
    { key: 'loginTime', title: t('system.online.loginTime') },
    { key: 'expireTime', title: t('system.online.expireTime') },
    {
      key: 'actions',
      title: t('console.page.actionsColumn'),
      render: (session) => (
        <ActionRow role="group" aria-label={t('system.online.rowActions', { name: session.username })}>
          {buttonAllowed(FORCE_LOGOUT) && (
            <LinkButton type="button" data-danger="" onClick={() => void forceLogout(session)}>
              {t('system.online.force')}
            </LinkButton>
          )}
        </ActionRow>
      ),
    },
  ];
  const queryFields = (
    <label>
      {t('system.online.username')}
      <Input
        value={String(list.query.username ?? '')}
        autoComplete="off"
        onChange={(event) => list.setQueryValue('username', event.target.value)}
      />
    </label>
  );
  return (
    <ListPage
      list={list}
      title={t('system.online.title')}
      columns={columns}
      queryFields={queryFields}
      selectable={false}
    />
  );
}
