import { useState, type ReactElement } from 'react';
import { useTranslation } from '../../../../elements/core/i18n';
import { Button, Input, useNotice } from '../../../../elements/core/ui';
import { ListPage, useListPage, type ListColumn } from '../../../../elements/list';
import { DataLogCompare } from './data-log-compare';
import { compareRefusal, DATA_LOG_URLS, type DataLogRecord } from './data-log-record';

/** How much of a row's JSON the list shows (JeecgBoot's JEllipsis of 80). */
const CONTENT_SHOWN = 80;

const FIELDS = ['dataTable', 'dataId', 'dataVersion', 'dataContent', 'createBy', 'createTime'] as const;

/**
 * 数据日志 (menu component `system/DataLogList`): every add and edit of a business row, searched
 * by table and id; two ticked versions of one row are compared field by field.
 */
export function DataLogList(): ReactElement {
  const { t } = useTranslation();
  const { notification } = useNotice();
  const list = useListPage<DataLogRecord>({ urls: { list: DATA_LOG_URLS.list }, fields: FIELDS });
  const [pair, setPair] = useState<readonly [DataLogRecord, DataLogRecord] | null>(null);

  const compare = () => {
    const picked = list.rows.filter((row) => list.selectedKeys.includes(row.id));
    const refusal = list.selectedKeys.length === 2 ? compareRefusal(picked) : 'pickTwo';
    const [first, second] = picked;
    if (refusal || !first || !second) {
      notification.warning({
        title: t('system.dataLog.noticeTitle'),
        message: t(refusal === 'sameRow' ? 'system.dataLog.sameRow' : 'system.dataLog.pickTwo'),
      });
      return;
    }
    setPair([first, second]);
  };

  const columns: ListColumn<DataLogRecord>[] = [
    { key: 'dataTable', title: t('system.dataLog.dataTable'), sortable: true },
    { key: 'dataId', title: t('system.dataLog.dataId') },
    { key: 'dataVersion', title: t('system.dataLog.dataVersion'), sortable: true },
    {
      key: 'dataContent',
      title: t('system.dataLog.dataContent'),
      render: (entry) =>
        entry.dataContent.length > CONTENT_SHOWN ? (
          <span title={entry.dataContent}>{`${entry.dataContent.slice(0, CONTENT_SHOWN)}…`}</span>
        ) : (
          entry.dataContent
        ),
    },
    { key: 'createBy', title: t('system.dataLog.createBy'), render: (entry) => entry.createName || entry.createBy },
    { key: 'createTime', title: t('system.dataLog.createTime'), sortable: true },
  ];
  const queryFields = (
    <>
      <label>
        {t('system.dataLog.dataTable')}
        <Input
          value={String(list.query.dataTable ?? '')}
          placeholder={t('system.dataLog.dataTablePlaceholder')}
          autoComplete="off"
          onChange={(event) => list.setQueryValue('dataTable', event.target.value)}
        />
      </label>
      <label>
        {t('system.dataLog.dataId')}
        <Input
          value={String(list.query.dataId ?? '')}
          placeholder={t('system.dataLog.dataIdPlaceholder')}
          autoComplete="off"
          onChange={(event) => list.setQueryValue('dataId', event.target.value)}
        />
      </label>
    </>
  );
  return (
    <>
      <ListPage
        list={list}
        title={t('system.dataLog.title')}
        columns={columns}
        queryFields={queryFields}
        toolbarExtra={
          <Button type="primary" onClick={compare}>
            {t('system.dataLog.compare')}
          </Button>
        }
        rowLabel={(entry) => t('system.dataLog.rowLabel', { table: entry.dataTable, version: entry.dataVersion })}
      />
      <DataLogCompare pair={pair} onClose={() => setPair(null)} />
    </>
  );
}
