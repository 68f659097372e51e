import type { ReactElement } from 'react';
import { useTranslation } from '../../../../elements/core/i18n';
import { Modal } from '../../../../elements/core/ui';
import { ListPagination, ListTable, StatusBadge, useListPage, type ListColumn } from '../../../../elements/list';
import { QUARTZ_URLS, type QuartzJob, type QuartzRun } from './quartz-job';

const LOG_FIELDS = ['triggerType', 'startTime', 'endTime', 'costTime', 'outcome', 'message'] as const;

/** The runs of one job, newest first. */
function RunLogList({ job }: { job: QuartzJob }): ReactElement {
  const { t } = useTranslation();
  const list = useListPage<QuartzRun>({
    urls: { list: QUARTZ_URLS.log },
    fixedParams: { jobId: job.id },
    fields: LOG_FIELDS,
    defaultSort: { column: 'startTime', order: 'desc' },
  });
  const columns: ListColumn<QuartzRun>[] = [
    {
      key: 'triggerType',
      title: t('system.quartz.triggerType'),
      render: (run) =>
        t(run.triggerType === 'manual' ? 'system.quartz.triggerManual' : 'system.quartz.triggerSchedule'),
    },
    { key: 'startTime', title: t('system.quartz.startTime'), sortable: true },
    { key: 'endTime', title: t('system.quartz.endTime'), sortable: true },
    { key: 'costTime', title: t('system.quartz.costTime'), sortable: true },
    {
      key: 'outcome',
      title: t('system.quartz.outcome'),
      render: (run) =>
        run.outcome === 'success' ? (
          <StatusBadge tone="success" text={t('system.quartz.success')} />
        ) : (
          <StatusBadge tone="danger" text={t('system.quartz.failure')} />
        ),
    },
    { key: 'message', title: t('system.quartz.message') },
  ];
  return (
    <>
      <ListTable list={list} columns={columns} selectable={false} caption={t('system.quartz.log')} />
      <ListPagination list={list} />
    </>
  );
}

export interface JobRunLogProps {
  job: QuartzJob | null;
  onClose: () => void;
}

/** The 执行日志 dialog; the list is loaded each time it opens. */
export function JobRunLog({ job, onClose }: JobRunLogProps): ReactElement {
  const { t } = useTranslation();
  return (
    <Modal
      open={job !== null}
      title={job ? t('system.quartz.logTitle', { name: job.jobClassName }) : ''}
      width={1000}
      footer={null}
      destroyOnClose
      onCancel={onClose}
      closable
    >
      {job && <RunLogList job={job} />}
    </Modal>
  );
}
