import styled from '@emotion/styled';
import { useMemo, type ReactElement } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from '../../../elements/core/i18n';
import { color } from '../../../elements/core/ui';
import { MY_ANNOUNCEMENTS_PATH, PriorityTag } from '../../../elements/notice';
import { useSessionStore, usePermissionStore } from '../../session';
import { greetingText, SentenceWithData } from '../../shell/kit';
import { DashboardCard } from '../dashboard/dashboard-card';
import { groupHomeEntries, homeEntries } from './home-entries';
import { useHomeAnnouncements } from './use-home-announcements';

const Page = styled.div`
  display: grid;
  gap: 12px;
  & h2 { margin: 0; color: ${color.text}; font-size: 20px; font-weight: 500; }
  & h3 { margin: 12px 0 8px; color: ${color.textSecondary}; font-size: 14px; font-weight: 500; }
`;

const Entries = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(180px, 1fr));
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;
  & a {
    display: block;
    padding: 16px;
    border: 1px solid ${color.border};
    border-radius: 4px;
    background: ${color.bg};
    color: ${color.text};
    text-decoration: none;
  }
  & a:hover, & a:focus-visible { border-color: ${color.primary}; color: ${color.primary}; }
`;

const Messages = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  & li { display: flex; align-items: center; gap: 8px; padding: 8px 0; border-bottom: 1px solid ${color.border}; }
  & time { margin-left: auto; color: ${color.textSecondary}; }
`;

/**
 * The home of a user whose role reads no order figures: a greeting, the pages of the user's
 * menu as cards grouped by top menu, and the user's unread announcements.
 */
export function HomeLanding({ homePath }: { homePath: string }): ReactElement {
  const { t } = useTranslation();
  const routes = usePermissionStore((state) => state.routes);
  const name = useSessionStore((state) => state.userInfo?.realname || state.userInfo?.username || '');
  const groups = useMemo(() => groupHomeEntries(homeEntries(routes, homePath)), [routes, homePath]);
  const announcements = useHomeAnnouncements();
  const canOpenAll = routes.some((route) => route.path === MY_ANNOUNCEMENTS_PATH);

  return (
    <Page data-part="home-landing">
      <h2>
        <SentenceWithData message="home.greeting" params={{ greeting: greetingText() }} data={{ name }} />
      </h2>
      <DashboardCard id="home-entries" title={t('home.entries')}>
        {groups.length === 0 ? <p>{t('home.entriesEmpty')}</p> : null}
        {groups.map((group) => (
          <section key={group.title} aria-label={group.title || t('home.entries')}>
            {group.title ? <h3>{group.title}</h3> : null}
            <Entries>
              {group.entries.map((entry) => (
                <li key={entry.path}>
                  <Link to={entry.path}>{entry.title}</Link>
                </li>
              ))}
            </Entries>
          </section>
        ))}
      </DashboardCard>
      <DashboardCard id="home-announcements" title={t('home.announcements')}>
        {announcements.error ? <p>{t('home.announcementsFailed', { message: announcements.error })}</p> : null}
        {announcements.items?.length === 0 && !announcements.error ? <p>{t('home.announcementsEmpty')}</p> : null}
        <Messages>
          {(announcements.items ?? []).map((item) => (
            <li key={item.id}>
              <PriorityTag priority={item.priority} />
              <span>
                <bdi>{item.titile}</bdi>
              </span>
              <time>{item.sendTime ?? ''}</time>
            </li>
          ))}
        </Messages>
        {canOpenAll ? <Link to={MY_ANNOUNCEMENTS_PATH}>{t('home.moreAnnouncements')}</Link> : null}
      </DashboardCard>
    </Page>
  );
}
