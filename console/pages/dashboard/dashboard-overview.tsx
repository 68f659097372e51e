import styled from '@emotion/styled';
import type { ReactElement, ReactNode } from 'react';
import { useTranslation } from '../../../elements/core/i18n';
import { color, Spin, Tag } from '../../../elements/core/ui';
import { useDashboardOverview, type Loaded } from './use-dashboard-overview';

const Cards = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(260px, 1fr));
  gap: 12px;
`;

const Card = styled.section`
  padding: 20px 24px;
  border-radius: 4px;
  background: ${color.bg};
  & h2 { margin: 0 0 12px; color: ${color.textSecondary}; font-size: 14px; font-weight: 400; }
  & dl { display: grid; grid-template-columns: auto 1fr; gap: 8px 16px; margin: 0; }
  & dt { color: ${color.textSecondary}; }
  & dd { margin: 0; color: ${color.text}; }
  & [data-part='figure'] { color: ${color.text}; font-size: 30px; line-height: 38px; }
`;

function Figure<T>({ loaded, show }: { loaded: Loaded<T>; show: (value: T) => ReactNode }): ReactElement {
  const { t } = useTranslation();
  if (loaded.state === 'loading') return <Spin size="small" spinning />;
  if (loaded.state === 'unavailable') return <span>{t('console.dashboard.unavailable')}</span>;
  return <>{show(loaded.value)}</>;
}

/**
 * The landing page (dashboard/Analysis and the other dashboards until their own pages arrive):
 * the signed-in user, their departments and roles, and their unread announcements.
 */
export function DashboardOverview(): ReactElement {
  const { t } = useTranslation();
  const overview = useDashboardOverview();
  const list = (names: string[]) => (names.length ? names.map((name) => <Tag key={name}>{name}</Tag>) : t('console.dashboard.none'));
  return (
    <Cards>
      <Card aria-labelledby="dashboard-user">
        <h2 id="dashboard-user">{t('console.dashboard.user')}</h2>
        <dl>
          <dt>{t('console.dashboard.username')}</dt>
          <dd>{overview.username}</dd>
          <dt>{t('console.dashboard.realname')}</dt>
          <dd>{overview.realname}</dd>
          <dt>{t('console.dashboard.currentDepart')}</dt>
          <dd>
            <Figure loaded={overview.departs} show={(departs) => departs.current ?? t('console.dashboard.none')} />
          </dd>
          <dt>{t('console.dashboard.departs')}</dt>
          <dd>
            <Figure loaded={overview.departs} show={(departs) => list(departs.names)} />
          </dd>
          <dt>{t('console.dashboard.roles')}</dt>
          <dd>
            <Figure loaded={overview.roles} show={list} />
          </dd>
        </dl>
      </Card>
      <Card aria-labelledby="dashboard-notices">
        <h2 id="dashboard-notices">{t('console.dashboard.notices')}</h2>
        <div data-part="figure">
          <Figure loaded={overview.unread} show={(inbox) => inbox.notices} />
        </div>
      </Card>
      <Card aria-labelledby="dashboard-messages">
        <h2 id="dashboard-messages">{t('console.dashboard.messages')}</h2>
        <div data-part="figure">
          <Figure loaded={overview.unread} show={(inbox) => inbox.messages} />
        </div>
      </Card>
    </Cards>
  );
}
