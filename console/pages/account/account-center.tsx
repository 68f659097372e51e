import styled from '@emotion/styled';
import type { ReactElement, ReactNode } from 'react';
import { useTranslation, type MessageKey } from '../../../elements/core/i18n';
import { color, Empty, Spin, Tag } from '../../../elements/core/ui';
import { SentenceWithData } from '../../shell/kit';
import type { AccountUser } from './account-profile';
import { useAccountProfile } from './use-account-profile';
import { UserAvatar } from './user-avatar';

const Card = styled.article`
  padding: 24px;
  background: ${color.bg};
  & > header { display: flex; align-items: center; gap: 24px; margin-bottom: 24px; }
  & h2 { margin: 0 0 4px; color: ${color.text}; font-size: 20px; font-weight: 500; }
  & header p { margin: 0; color: ${color.textSecondary}; }
  & dl { display: grid; grid-template-columns: max-content 1fr; gap: 12px 16px; margin: 0; }
  & dt { color: ${color.textSecondary}; }
  & dd { margin: 0; color: ${color.text}; }
`;

const CONTACT_FIELDS: readonly (readonly [keyof AccountUser, MessageKey])[] = [
  ['workNo', 'consoleExtra.account.workNo'],
  ['phone', 'consoleExtra.account.phone'],
  ['email', 'consoleExtra.account.email'],
  ['telephone', 'consoleExtra.account.telephone'],
];

function Entry({ label, children }: { label: string; children: ReactNode }): ReactElement {
  return (
    <>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </>
  );
}

/**
 * 个人中心: who the signed-in user is, their departments (the current one marked) and roles,
 * from the server; the session's user info stands in until (or unless) the server answers.
 */
export function AccountCenter(): ReactElement {
  const { t } = useTranslation();
  const { sessionUser, profile, loading } = useAccountProfile();
  if (!sessionUser) return <Empty description={t('consoleExtra.account.noUser')} />;

  const user: AccountUser = profile?.user ?? { ...sessionUser, id: String(sessionUser.id ?? '') };
  const name = user.realname || user.username;

  return (
    <Spin spinning={loading}>
      <Card aria-label={name}>
        <header>
          <UserAvatar avatar={user.avatar} name={name} />
          <div>
            <h2>
              <bdi>{name}</bdi>
            </h2>
            <p>{user.username}</p>
          </div>
        </header>
        <dl>
          <Entry label={t('consoleExtra.account.username')}>{user.username}</Entry>
          <Entry label={t('consoleExtra.account.realname')}>
            <bdi>{user.realname ?? ''}</bdi>
          </Entry>
          {CONTACT_FIELDS.filter(([field]) => user[field]).map(([field, label]) => (
            <Entry key={field} label={t(label)}>
              {String(user[field])}
            </Entry>
          ))}
          {profile && (
            <>
              <Entry label={t('consoleExtra.account.departs')}>
                {profile.departs.length
                  ? profile.departs.map((depart) => {
                      const current = depart.orgCode === profile.currentOrgCode;
                      return (
                        <Tag key={depart.id} color={current ? 'processing' : 'default'}>
                          {current ? (
                            <SentenceWithData
                              message="consoleExtra.account.currentDepartTag"
                              data={{ name: depart.departName }}
                            />
                          ) : (
                            <bdi>{depart.departName}</bdi>
                          )}
                        </Tag>
                      );
                    })
                  : t('consoleExtra.account.noDeparts')}
              </Entry>
              <Entry label={t('consoleExtra.account.roles')}>
                {profile.roles.length
                  ? profile.roles.map((role) => (
                      <Tag key={role.id}>
                        <bdi>{role.roleName}</bdi>
                      </Tag>
                    ))
                  : t('consoleExtra.account.noRoles')}
              </Entry>
            </>
          )}
        </dl>
      </Card>
    </Spin>
  );
}
