import type { ReactElement } from 'react';
import { useTranslation } from '../../../../elements/core/i18n';
import { Input } from '../../../../elements/core/ui';
import { ListPage, useListPage, type ListColumn } from '../../../../elements/list';
import { LOG_DELETE, LOG_URLS, OPERATION_LOG, type LogRecord } from './log-record';

/** One kind of log (login or operation): searched by its content, deleted in batches. */
export function LogTable({ logType, title }: { logType: number; title: string }): ReactElement {
  const { t } = useTranslation();
  const list = useListPage<LogRecord>({
    urls: { list: LOG_URLS.list, deleteBatch: LOG_URLS.deleteBatch },
    fixedParams: { logType },
  });
  const operation = logType === OPERATION_LOG;
  const columns: ListColumn<LogRecord>[] = [
    { key: 'logContent', title: t('system.log.content') },
    { key: 'username', title: t('system.log.username'), sortable: true },
    { key: 'ip', title: t('system.log.ip') },
    ...(operation
      ? [
          { key: 'requestType', title: t('system.log.requestType') },
          { key: 'method', title: t('system.log.method') },
          { key: 'costTime', title: t('system.log.costTime'), sortable: true },
        ]
      : []),
    { key: 'createTime', title: t('system.log.createTime'), sortable: true },
  ];
  const queryFields = (
    <label>
      {t('system.log.keyWord')}
      <Input
        value={String(list.query.keyWord ?? '')}
        autoComplete="off"
        onChange={(event) => list.setQueryValue('keyWord', event.target.value)}
      />
    </label>
  );
  return (
    <ListPage
      list={list}
      title={title}
      columns={columns}
      queryFields={queryFields}
      permissions={{ batchDelete: LOG_DELETE }}
      rowLabel={(record) => `${record.createTime} ${record.logContent}`}
    />
  );
}
