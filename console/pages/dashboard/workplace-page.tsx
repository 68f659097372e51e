import styled from '@emotion/styled';
import type { ReactElement } from 'react';
import { useTranslation } from '../../../elements/core/i18n';
import { color, Spin } from '../../../elements/core/ui';
import { useSessionStore } from '../../session';
import { SentenceWithData } from '../../shell/kit';
import { useScreenFigures } from '../data-screen/use-screen-figures';
import { CardCount, DashboardCard, DashboardPage, PENDING_WORK_REFRESH_MS } from './dashboard-card';
import { useDictNames } from './use-dict-names';

interface Pending<T> {
  count: number;
  newest: T[];
}

interface WorkplaceFigures {
  repairs: Pending<{
    id: string;
    repairNo: string | null;
    faultDesc: string | null;
    reportTime: string | null;
    status: string | null;
  }> | null;
  orders: Pending<{
    id: string;
    orderNo: string | null;
    farmerName: string | null;
    orderDate: string | null;
    status: string | null;
  }> | null;
}

const Cards = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(360px, 1fr));
  gap: 12px;
  & ul { margin: 8px 0 0; padding: 0; list-style: none; }
  & li { display: flex; justify-content: space-between; gap: 12px; padding: 6px 0; border-bottom: 1px solid ${color.border}; color: ${color.text}; }
  & li span:last-child { color: ${color.textSecondary}; white-space: nowrap; }
  & [role='alert'] { color: ${color.danger}; }
`;

interface Row {
  id: string;
  title: string;
  note: string;
}

function PendingCard({
  id,
  title,
  pending,
  loading,
  rows,
}: {
  id: string;
  title: string;
  pending: Pending<unknown> | null | undefined;
  loading: boolean;
  rows: Row[];
}): ReactElement {
  const { t } = useTranslation();
  let body: ReactElement;
  if (loading && pending === undefined) body = <Spin spinning />;
  else if (pending === null || pending === undefined) body = <p>{t('dashboard.workplace.noAccess')}</p>;
  else
    body = (
      <>
        <CardCount name={id} value={pending.count} />
        {rows.length ? (
          <ul>
            {rows.map((row) => (
              <li key={row.id}>
                <span>
                  <bdi>{row.title}</bdi>
                </span>
                <span>{row.note}</span>
              </li>
            ))}
          </ul>
        ) : (
          <p>{t('dashboard.workplace.none')}</p>
        )}
      </>
    );
  return (
    <DashboardCard id={`workplace-${id}`} title={title}>
      {body}
    </DashboardCard>
  );
}

/** The workplace: a greeting and the repairs and orders waiting for work. */
export function WorkplacePage(): ReactElement {
  const { t } = useTranslation();
  const userInfo = useSessionStore((state) => state.userInfo);
  const name = String(userInfo?.realname || userInfo?.username || '');
  const { figures, loading, error } = useScreenFigures<WorkplaceFigures>('/stats/workplace', PENDING_WORK_REFRESH_MS);
  const orderStates = useDictNames('farm_order_status');
  const repairStates = useDictNames('farm_repair_status');
  const state = (names: ReadonlyMap<string, string>, value: string | null) =>
    value ? (names.get(value) ?? value) : '';
  const repairs = figures ? figures.repairs : undefined;
  const orders = figures ? figures.orders : undefined;
  return (
    <DashboardPage>
      <header>
        <h1>
          <SentenceWithData message="dashboard.workplace.greeting" data={{ name }} />
        </h1>
        <p>{t('dashboard.workplace.intro')}</p>
      </header>
      <Cards>
        {error ? <p role="alert">{t('dashboard.loadFailed', { message: error })}</p> : null}
        <PendingCard
          id="repairs"
          title={t('dashboard.workplace.repairs')}
          pending={repairs}
          loading={loading}
          rows={(repairs?.newest ?? []).map((row) => ({
            id: row.id,
            title: `${row.repairNo ?? ''} ${row.faultDesc ?? ''}`,
            note: `${state(repairStates, row.status)} ${row.reportTime ?? ''}`,
          }))}
        />
        <PendingCard
          id="orders"
          title={t('dashboard.workplace.orders')}
          pending={orders}
          loading={loading}
          rows={(orders?.newest ?? []).map((row) => ({
            id: row.id,
            title: `${row.orderNo ?? ''} ${row.farmerName ?? ''}`,
            note: `${state(orderStates, row.status)} ${row.orderDate ?? ''}`,
          }))}
        />
      </Cards>
    </DashboardPage>
  );
}
