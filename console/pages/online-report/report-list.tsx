import styled from '@emotion/styled';
import { useMemo, type ReactElement } from 'react';
import { useTranslation } from '../../../elements/core/i18n';
import { Button, color } from '../../../elements/core/ui';
import { ListPagination, ListQueryBar, ListTable, type ListColumn } from '../../../elements/list';
import type { ReportRow } from '../../../elements/pickers';
import { reportCellText } from './report-cells';
import { ReportQueryFields } from './report-query-fields';
import type { ReportSetup } from './use-report-config';
import { useReportList } from './use-report-list';
import { useReportPrint } from './use-report-print';

const Toolbar = styled.div`
  display: flex;
  gap: 8px;
  margin: 8px 0;
`;

const Failure = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  margin: 8px 0;
  color: ${color.danger};
`;

/** A report's page: its query bar, its read-only rows sorted by a header click, and the pager. */
export function ReportList({ setup }: { setup: ReportSetup }): ReactElement {
  const { t } = useTranslation();
  const { config, fields } = setup;
  const { list, failure, retry, printParams } = useReportList(config.cgRpConfigId);
  const printing = useReportPrint(config.cgRpConfigId, printParams);
  const title = config.cgRpConfigName ?? '';
  const columns = useMemo<ListColumn<ReportRow>[]>(
    () =>
      config.columns.map((column) => ({
        key: column.dataIndex,
        title: column.title,
        sortable: true,
        render: (row: ReportRow) => reportCellText(row, column.dataIndex, config.dictOptions?.[column.dataIndex]),
      })),
    [config],
  );

  return (
    <section aria-label={title}>
      <h2>{title}</h2>
      {fields.length > 0 && (
        <ListQueryBar list={list} label={title}>
          <ReportQueryFields fields={fields} config={config} list={list} />
        </ListQueryBar>
      )}
      <Toolbar>
        <Button onClick={printing.print} loading={printing.printing}>
          {t('console.onlineReport.print')}
        </Button>
      </Toolbar>
      {printing.failure !== null && (
        <Failure role="alert">{t('console.onlineReport.printFailed', { message: printing.failure })}</Failure>
      )}
      {failure !== null && (
        <Failure role="alert">
          {t('console.onlineReport.dataFailed', { message: failure })}
          <Button onClick={retry}>{t('console.onlineReport.retry')}</Button>
        </Failure>
      )}
      <ListTable list={list} columns={columns} caption={title} selectable={false} />
      <ListPagination list={list} />
    </section>
  );
}
