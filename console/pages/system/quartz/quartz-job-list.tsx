import { useState, type ReactElement } from 'react';
import { useTranslation } from '../../../../elements/core/i18n';
import { buttonAllowed } from '../../../../elements/core/permission';
import { Input } from '../../../../elements/core/ui';
import {
  ActionRow,
  LinkButton,
  ListPage,
  QuerySelect,
  StatusBadge,
  useListPage,
  type ListColumn,
} from '../../../../elements/list';
import { SuperQuery, type QueryField } from '../../../../elements/query';
import { JobFormModal } from './job-form-modal';
import { JobRunLog } from './job-run-log';
import { JOB_PAUSED, JOB_RUNNING, QUARTZ_PERMISSIONS, QUARTZ_URLS, type QuartzJob } from './quartz-job';
import { useJobActions } from './use-job-actions';
import { useJobForm } from './use-job-form';

const JOB_FIELDS = ['jobClassName', 'cronExpression', 'parameter', 'description', 'status', 'createTime'] as const;

type Translate = ReturnType<typeof useTranslation>['t'];

/** What the advanced query offers on scheduled jobs. */
function jobQueryFields(t: Translate): QueryField[] {
  return [
    { field: 'jobClassName', title: t('system.quartz.jobClassName'), type: 'text' },
    { field: 'cronExpression', title: t('system.quartz.cronExpression'), type: 'text' },
    { field: 'parameter', title: t('system.quartz.parameter'), type: 'text' },
    { field: 'description', title: t('system.quartz.description'), type: 'text' },
    {
      field: 'status',
      title: t('system.quartz.status'),
      type: 'dict',
      dbType: 'int',
      options: [
        { value: String(JOB_RUNNING), text: t('system.quartz.running') },
        { value: String(JOB_PAUSED), text: t('system.quartz.paused') },
      ],
    },
    { field: 'createTime', title: t('system.quartz.createTime'), type: 'datetime' },
  ];
}

/** 定时任务 (menu component `system/QuartzJobList`): the scheduled jobs and what can be done with them. */
export function QuartzJobList(): ReactElement {
  const { t } = useTranslation();
  const list = useListPage<QuartzJob>({
    urls: {
      list: QUARTZ_URLS.list,
      delete: QUARTZ_URLS.delete,
      deleteBatch: QUARTZ_URLS.deleteBatch,
      exportXls: QUARTZ_URLS.exportXls,
    },
    exportFileName: t('system.quartz.title'),
    fields: JOB_FIELDS,
    likeFields: ['jobClassName'],
  });
  const form = useJobForm(list.reload);
  const actions = useJobActions(list.reload);
  const [logOf, setLogOf] = useState<QuartzJob | null>(null);
  const statusOptions = [
    { value: JOB_RUNNING, label: t('system.quartz.running') },
    { value: JOB_PAUSED, label: t('system.quartz.paused') },
  ];

  const rowActions = (job: QuartzJob) => {
    const running = job.status === JOB_RUNNING;
    return (
      <ActionRow role="group" aria-label={t('system.quartz.rowActions', { name: job.jobClassName })}>
        {buttonAllowed(QUARTZ_PERMISSIONS.edit) && (
          <LinkButton type="button" onClick={() => form.openFor(job)}>
            {t('system.quartz.edit')}
          </LinkButton>
        )}
        {buttonAllowed(running ? QUARTZ_PERMISSIONS.pause : QUARTZ_PERMISSIONS.resume) && (
          <LinkButton type="button" onClick={() => void actions.toggle(job)}>
            {t(running ? 'system.quartz.pause' : 'system.quartz.resume')}
          </LinkButton>
        )}
        {buttonAllowed(QUARTZ_PERMISSIONS.execute) && (
          <LinkButton type="button" onClick={() => void actions.runOnce(job)}>
            {t('system.quartz.execute')}
          </LinkButton>
        )}
        {buttonAllowed(QUARTZ_PERMISSIONS.log) && (
          <LinkButton type="button" onClick={() => setLogOf(job)}>
            {t('system.quartz.log')}
          </LinkButton>
        )}
        {buttonAllowed(QUARTZ_PERMISSIONS.delete) && (
          <LinkButton type="button" data-danger="" onClick={() => void list.remove(job.id)}>
            {t('system.quartz.delete')}
          </LinkButton>
        )}
      </ActionRow>
    );
  };

  const columns: ListColumn<QuartzJob>[] = [
    { key: 'jobClassName', title: t('system.quartz.jobClassName'), sortable: true },
    { key: 'cronExpression', title: t('system.quartz.cronExpression') },
    { key: 'parameter', title: t('system.quartz.parameter') },
    { key: 'description', title: t('system.quartz.description') },
    {
      key: 'status',
      title: t('system.quartz.status'),
      sortable: true,
      render: (job) =>
        job.status === JOB_RUNNING ? (
          <StatusBadge tone="success" text={t('system.quartz.running')} />
        ) : (
          <StatusBadge tone="danger" text={t('system.quartz.paused')} />
        ),
    },
    { key: 'createTime', title: t('system.quartz.createTime'), sortable: true },
    { key: 'actions', title: t('console.page.actionsColumn'), render: rowActions },
  ];

  const queryFields = (
    <>
      <label>
        {t('system.quartz.jobClassName')}
        <Input
          value={String(list.query.jobClassName ?? '')}
          autoComplete="off"
          onChange={(event) => list.setQueryValue('jobClassName', event.target.value)}
        />
      </label>
      <QuerySelect<number>
        label={t('system.quartz.status')}
        options={statusOptions}
        placeholder={t('system.quartz.anyStatus')}
        value={typeof list.query.status === 'number' ? list.query.status : null}
        onChange={(status) => list.setQueryValue('status', status)}
      />
    </>
  );

  return (
    <>
      <ListPage
        list={list}
        title={t('system.quartz.title')}
        columns={columns}
        queryFields={queryFields}
        onAdd={() => form.openFor(null)}
        permissions={{
          add: QUARTZ_PERMISSIONS.add,
          batchDelete: QUARTZ_PERMISSIONS.batchDelete,
          export: QUARTZ_PERMISSIONS.export,
        }}
        advancedQuery={
          <SuperQuery fields={jobQueryFields(t)} saveCode="system-quartz-job-list" onChange={list.setAdvancedQuery} />
        }
      />
      <JobFormModal form={form} />
      <JobRunLog job={logOf} onClose={() => setLogOf(null)} />
    </>
  );
}
