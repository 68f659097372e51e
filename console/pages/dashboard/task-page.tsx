import styled from '@emotion/styled';
import type { ReactElement, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from '../../../elements/core/i18n';
import { color, Spin } from '../../../elements/core/ui';
import { useScreenFigures } from '../data-screen/use-screen-figures';
import { CardCount, DashboardCard, DashboardPage, PENDING_WORK_REFRESH_MS } from './dashboard-card';
import { waitingDays, type TaskLane } from './task-lanes';

const Lanes = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(260px, 1fr));
  gap: 12px;
  & ol { margin: 8px 0; padding: 0; list-style: none; }
  & li { display: grid; grid-template-columns: 1fr auto; gap: 2px 8px; padding: 6px 0; border-bottom: 1px solid ${color.border}; color: ${color.text}; }
  & li > span:nth-of-type(3) { grid-column: 1 / -1; color: ${color.textSecondary}; overflow: hidden; white-space: nowrap; text-overflow: ellipsis; }
  & li [data-days] { color: ${color.textSecondary}; white-space: nowrap; }
  & li [data-days='late'] { color: ${color.danger}; }
  & a { color: ${color.primary}; }
  & [role='alert'] { color: ${color.danger}; }
`;

/** An item waiting a week or more is shown as late. */
const LATE_DAYS = 7;

function LaneCard({ lane, now }: { lane: TaskLane; now: Date }): ReactElement {
  const { t } = useTranslation();
  const title = t(`dashboard.task.${lane.key}`);
  return (
    <DashboardCard id={`task-${lane.key}`} title={title}>
      <CardCount name={lane.key} value={lane.count} />
      {lane.items.length ? (
        <ol aria-label={t('dashboard.task.longestWaiting', { title })}>
          {lane.items.map((item) => {
            const days = waitingDays(item.since, now);
            return (
              <li key={item.id}>
                <span>{item.number}</span>
                {days === null ? (
                  <span data-days="" />
                ) : (
                  <span data-days={days >= LATE_DAYS ? 'late' : ''}>{t('dashboard.task.waiting', { n: days })}</span>
                )}
                <span title={item.subject}>
                  <bdi>{item.subject}</bdi>
                </span>
              </li>
            );
          })}
        </ol>
      ) : (
        <p>{t('dashboard.workplace.none')}</p>
      )}
      <Link to={lane.listUrl}>{t('dashboard.task.openList')}</Link>
    </DashboardCard>
  );
}

/**
 * The task home: one lane per step of the work the user may see (orders to dispatch and to
 * start, repairs to assign and to finish), each with its count and the items waiting longest.
 */
export function TaskPage(): ReactElement {
  const { t } = useTranslation();
  const { figures, loading, error } = useScreenFigures<TaskLane[]>('/stats/tasks', PENDING_WORK_REFRESH_MS);
  const now = new Date();
  let body: ReactNode;
  if (error && !figures) body = <p role="alert">{t('dashboard.loadFailed', { message: error })}</p>;
  else if (loading && !figures) body = <Spin spinning />;
  else if (!figures?.length) body = <p>{t('dashboard.workplace.noAccess')}</p>;
  else body = figures.map((lane) => <LaneCard key={lane.key} lane={lane} now={now} />);
  return (
    <DashboardPage>
      <header>
        <h1>{t('dashboard.task.title')}</h1>
        <p>{t('dashboard.task.intro')}</p>
      </header>
      <Lanes>{body}</Lanes>
    </DashboardPage>
  );
}
