import styled from '@emotion/styled';
import { useCallback, useMemo, useState, type ReactElement } from 'react';
import { downloadFile } from '../../../elements/core/http';
import { getLocale, useTranslation, type MessageKey } from '../../../elements/core/i18n';
import { Button, color, DatePicker, RadioGroup } from '../../../elements/core/ui';
import type { ChartTheme } from '../charts/chart-theme';
import { EChart } from '../charts/echart';
import { defaultRange, rangeProblem } from '../dashboard/analysis-figures';
import { DashboardCard } from '../dashboard/dashboard-card';
import { statisticsBarOption, type StatisticsBar } from './statistics-option';
import { rowLabel, SUBJECTS, type StatisticsSubject } from './statistics-subjects';
import { useStatistics } from './use-statistics';

const Page = styled.div`
  display: grid;
  gap: 12px;
  & [data-part='error'] { display: flex; align-items: center; gap: 12px; color: ${color.danger}; }
`;

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px 24px;
  padding: 12px 16px;
  background: ${color.bg};
  border-radius: 4px;
  & label { display: inline-flex; align-items: center; gap: 8px; color: ${color.text}; }
  & [role='alert'] { color: ${color.danger}; }
`;

const Table = styled.table`
  width: 100%;
  background: ${color.bg};
  border-collapse: collapse;
  color: ${color.text};
  & th, & td { padding: 8px 12px; border-bottom: 1px solid ${color.border}; text-align: right; }
  & th:first-of-type, & td:first-of-type { text-align: left; }
  & th { font-weight: 500; }
  & thead th { background: ${color.bgHover}; }
`;

const isEmptyList = (list: readonly unknown[]) => list.length === 0;
const number = (value: unknown) =>
  typeof value === 'number' ? value.toLocaleString(getLocale()) : String(value ?? '');

/**
 * A statistics menu (an online report of the seed): orders or yield reports of a date range,
 * grouped by province, cooperative or month, as a table and a bar chart, exported as the server's xlsx.
 */
export function StatisticsPage({ subject }: { subject: StatisticsSubject }): ReactElement {
  const { t, locale } = useTranslation();
  const spec = SUBJECTS[subject];
  const [initial] = useState(() => defaultRange(Date.now()));
  const [query, setQuery] = useState({ begin: initial.begin, end: initial.end, group: spec.groups[0] });
  const reversed = rangeProblem({ ...query, unit: 'month' }) !== null;
  const statistics = useStatistics(spec.endpoint, query, reversed);
  const [exporting, setExporting] = useState(false);

  const groupTitle = t(`statistics.column.${query.group}` as MessageKey);
  const measureTitle = t(`statistics.column.${spec.measure}` as MessageKey);
  const none = t('statistics.none');
  const bars = useMemo<StatisticsBar[] | null>(
    () =>
      statistics.rows?.map((row) => ({ label: rowLabel(row, none), value: Number(row[spec.measure] ?? 0) })) ?? null,
    [statistics.rows, spec.measure, none],
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: rebuilt when the language changes (locale), which t's identity does not show.
  const build = useCallback(
    (data: StatisticsBar[], theme: ChartTheme) => statisticsBarOption(data, theme, measureTitle),
    [measureTitle, locale],
  );
  const groups = spec.groups.map((group) => ({ value: group, label: t(`statistics.group.${group}` as MessageKey) }));

  const exportTable = async () => {
    setExporting(true);
    try {
      await downloadFile(`${spec.endpoint}/exportXls`, `${t(spec.title)}.xlsx`, query);
    } finally {
      setExporting(false);
    }
  };

  return (
    <Page>
      <Bar>
        <label>
          {t('dashboard.range.begin')}
          <DatePicker
            name="begin"
            value={query.begin}
            allowClear={false}
            onChange={(begin) => setQuery({ ...query, begin })}
          />
        </label>
        <label>
          {t('dashboard.range.end')}
          <DatePicker name="end" value={query.end} allowClear={false} onChange={(end) => setQuery({ ...query, end })} />
        </label>
        <RadioGroup<string>
          optionType="button"
          aria-label={t('statistics.group.label')}
          options={groups}
          value={query.group}
          onChange={(group) => setQuery({ ...query, group })}
        />
        <Button type="primary" loading={exporting} disabled={reversed} onClick={exportTable}>
          {t('statistics.export')}
        </Button>
        {reversed ? <span role="alert">{t('dashboard.range.reversed')}</span> : null}
      </Bar>
      {statistics.error ? (
        <div data-part="error" role="alert">
          {t('dashboard.loadFailed', { message: statistics.error })}
          <Button onClick={statistics.reload}>{t('dashboard.retry')}</Button>
        </div>
      ) : null}
      <DashboardCard id="statistics-chart" title={t(spec.title)}>
        <EChart
          data={bars}
          isEmpty={isEmptyList}
          build={build}
          loading={statistics.loading}
          label={t(spec.title)}
          height={320}
        />
      </DashboardCard>
      <Table aria-label={t(spec.title)}>
        <thead>
          <tr>
            <th scope="col">{groupTitle}</th>
            {spec.figures.map((figure) => (
              <th scope="col" key={figure}>
                {t(`statistics.column.${figure}` as MessageKey)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {statistics.rows?.length === 0 ? (
            <tr>
              <td colSpan={spec.figures.length + 1}>{t('statistics.empty')}</td>
            </tr>
          ) : (
            statistics.rows?.map((row) => (
              <tr key={row.key}>
                <th scope="row">{rowLabel(row, none)}</th>
                {spec.figures.map((figure) => (
                  <td key={figure} data-figure={figure}>
                    {number(row[figure])}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </Table>
    </Page>
  );
}
