import type { ReactElement, ReactNode } from 'react';
import { useTranslation } from '../../../../elements/core/i18n';
import { buttonAllowed } from '../../../../elements/core/permission';
import { Input } from '../../../../elements/core/ui';
import { ActionRow, LinkButton, ListPage, useListPage, type ListColumn } from '../../../../elements/list';
import type { ManagedListConfig } from './managed-fields';
import { ManagedFormModal } from './managed-form-modal';
import { useManagedForm, type ManagedRecord } from './use-managed-form';

/** A list of plainly managed records (positions, tenants, gateway routes, data sources) with its form. */
export interface ManagedListPageProps {
  config: ManagedListConfig;
  /** More row actions after 编辑 (a dictionary's 字典配置); `reload` shows the list afresh. */
  rowExtra?: (record: ManagedRecord, reload: () => void) => ReactNode;
  /** More toolbar buttons (a dictionary's 刷新缓存). */
  toolbarExtra?: ReactNode;
}

export function ManagedListPage({ config, rowExtra, toolbarExtra }: ManagedListPageProps): ReactElement {
  const { t } = useTranslation();
  const shown = config.fields.filter((field) => field.column);
  const searched = config.fields.filter((field) => field.searchable);
  const list = useListPage<ManagedRecord>({
    urls: {
      list: config.urls.list,
      delete: config.urls.delete,
      deleteBatch: config.urls.deleteBatch,
      exportXls: config.urls.exportXls,
      importExcel: config.urls.importExcel,
    },
    exportFileName: config.exportFileName && t(config.exportFileName),
    fields: [...shown.map((field) => field.key), 'createTime'],
    likeFields: searched.map((field) => field.key),
    fixedParams: config.fixedParams,
    defaultSort: config.defaultSort,
    // A tenant's id is a number; selections and deletes work with text keys.
    rowKey: (record) => String(record.id),
  });
  const form = useManagedForm(config, list.reload);
  const nameOf = (record: ManagedRecord) => String(record[config.nameField] ?? record.id);

  const rowActions = (record: ManagedRecord) => (
    <ActionRow role="group" aria-label={t('system.managed.rowActions', { name: nameOf(record) })}>
      {buttonAllowed(config.permissions.edit) && (
        <LinkButton type="button" onClick={() => form.openFor(record)}>
          {t('system.managed.edit')}
        </LinkButton>
      )}
      {rowExtra?.(record, list.reload)}
      {buttonAllowed(config.permissions.delete) && (
        <LinkButton type="button" data-danger="" onClick={() => void list.remove(String(record.id))}>
          {t('system.managed.delete')}
        </LinkButton>
      )}
    </ActionRow>
  );

  const columns: ListColumn<ManagedRecord>[] = [
    ...shown.map((field) => {
      const choices = field.choices;
      const column: ListColumn<ManagedRecord> = { key: field.key, title: t(field.label), sortable: field.sortable };
      if (choices) {
        column.render = (record) => {
          const chosen = choices.find((choice) => choice.value === String(record[field.key] ?? ''));
          return chosen ? t(chosen.label) : '';
        };
      }
      return column;
    }),
    { key: 'createTime', title: t('system.managed.createTime'), sortable: true },
    { key: 'actions', title: t('console.page.actionsColumn'), render: rowActions },
  ];

  const queryFields = searched.length
    ? searched.map((field) => (
        <label key={field.key}>
          {t(field.label)}
          <Input
            value={String(list.query[field.key] ?? '')}
            autoComplete="off"
            onChange={(event) => list.setQueryValue(field.key, event.target.value)}
          />
        </label>
      ))
    : undefined;

  return (
    <>
      <ListPage
        list={list}
        title={t(config.title)}
        columns={columns}
        queryFields={queryFields}
        onAdd={() => form.openFor(null)}
        permissions={{
          add: config.permissions.add,
          batchDelete: config.permissions.batchDelete,
          export: config.permissions.export,
          import: config.permissions.import,
        }}
        rowLabel={nameOf}
        toolbarExtra={toolbarExtra}
      />
      <ManagedFormModal config={config} form={form} />
    </>
  );
}
