import { useMemo, useState, type ReactElement } from 'react';
import { useTranslation } from '../../../elements/core/i18n';
import { buttonAllowed } from '../../../elements/core/permission';
import { ActionRow, LinkButton, ListPage, useListPage, type ListColumn } from '../../../elements/list';
import { SuperQuery } from '../../../elements/query';
import { farmPermissions, farmUrls, listFields, type FarmDeclaration, type FarmRecord } from './farm-declaration';
import { FarmDetailModal } from './farm-detail-modal';
import { FarmFormModal } from './farm-form-modal';
import { FarmPartsView } from './farm-parts-view';
import { advancedQueryFields, FarmQueryFields, likeFieldsOf } from './farm-query';
import { ORDER_CODE, ORDER_TRANSITION_PERMISSION, orderActionsFor } from './order-flow';
import { childLevels, treeDataUrl, type TreeFields } from './tree-list';
import { useFarmForm } from './use-farm-form';
import { OrderStepModal } from './order-step-modal';
import { useOrderFlow } from './use-order-flow';
import { useTreeQuery } from './use-tree-query';

export interface FarmListProps {
  declaration: FarmDeclaration;
  /** JeecgBoot's ERP list: the parts of the one record ticked are shown under the list. */
  partsUnderList?: boolean;
  /** JeecgBoot's tree list: the top rows, each row's children loaded when it is expanded. */
  tree?: TreeFields | null;
}

/** The list of one declared farm resource: query bar, advanced query, toolbar, table, form, details, import and export. */
export function FarmList({ declaration, partsUnderList = false, tree = null }: FarmListProps): ReactElement {
  const { t } = useTranslation();
  const urls = farmUrls(declaration.path);
  const permissions = farmPermissions(declaration.permission);
  const shown = listFields(declaration);
  const treeQuery = useTreeQuery(tree !== null);
  const list = treeQuery.watch(
    useListPage<FarmRecord>({
      urls: {
        list: tree ? treeDataUrl(declaration.code) : urls.list,
        delete: urls.delete,
        deleteBatch: urls.deleteBatch,
        exportXls: urls.exportXls,
        importExcel: urls.importExcel,
      },
      fixedParams: treeQuery.fixedParams,
      fields: shown.map((field) => field.name),
      likeFields: likeFieldsOf(declaration),
      exportFileName: declaration.title,
    }),
  );
  const treeConfig = useMemo(() => (tree ? childLevels(declaration.code, tree) : undefined), [declaration.code, tree]);
  const form = useFarmForm(declaration, list.reload);
  const orderFlow = useOrderFlow(list.reload);
  const [detailOf, setDetailOf] = useState<FarmRecord | null>(null);
  const isOrder = declaration.code === ORDER_CODE;

  const nameOf = (record: FarmRecord) => String(record[declaration.label] ?? record.id);
  const hasParts = (declaration.parts?.length ?? 0) > 0;
  const ticked = list.selectedKeys.length === 1 ? String(list.selectedKeys[0]) : null;

  const rowActions = (record: FarmRecord) => (
    <ActionRow role="group" aria-label={t('farm.rowActions', { name: nameOf(record) })}>
      {buttonAllowed(permissions.edit) && (
        <LinkButton type="button" onClick={() => void form.openFor(record)}>
          {t('farm.edit')}
        </LinkButton>
      )}
      <LinkButton type="button" onClick={() => setDetailOf(record)}>
        {t('farm.detail')}
      </LinkButton>
      {isOrder &&
        buttonAllowed(ORDER_TRANSITION_PERMISSION) &&
        orderActionsFor(record.status).map((action) => (
          <LinkButton
            key={action}
            type="button"
            data-danger={action === 'cancel' ? '' : undefined}
            onClick={() => void orderFlow.move(record, action)}
          >
            {t(`farm.order.${action}`)}
          </LinkButton>
        ))}
      {buttonAllowed(permissions.delete) && (
        <LinkButton type="button" data-danger="" onClick={() => void list.remove(record.id)}>
          {t('farm.delete')}
        </LinkButton>
      )}
    </ActionRow>
  );

  const columns: ListColumn<FarmRecord>[] = [
    ...shown.map((field) => ({ key: field.name, title: field.title, sortable: true })),
    {
      key: 'actions',
      title: t('console.page.actionsColumn'),
      width: isOrder ? 300 : 180,
      fixed: 'right',
      render: rowActions,
    },
  ];

  return (
    <>
      <h2>{declaration.title}</h2>
      <ListPage
        list={list}
        title={declaration.title}
        columns={columns}
        queryFields={<FarmQueryFields declaration={declaration} list={list} />}
        advancedQuery={
          <SuperQuery
            fields={advancedQueryFields(declaration)}
            saveCode={`farm-${declaration.code}`}
            onChange={list.setAdvancedQuery}
          />
        }
        onAdd={() => void form.openFor(null)}
        permissions={{
          add: permissions.add,
          batchDelete: permissions.batchDelete,
          export: permissions.export,
          import: permissions.import,
        }}
        rowLabel={nameOf}
        table="grid"
        tree={treeConfig}
      />
      {partsUnderList && hasParts && (
        <section aria-label={t('farm.parts')}>
          {ticked ? (
            <FarmPartsView key={ticked} declaration={declaration} masterId={ticked} readAgainOn={list.rows} />
          ) : (
            <p>{t('farm.partsOfTicked')}</p>
          )}
        </section>
      )}
      <FarmFormModal declaration={declaration} form={form} />
      <FarmDetailModal declaration={declaration} record={detailOf} onClose={() => setDetailOf(null)} />
      {isOrder && <OrderStepModal declaration={declaration} flow={orderFlow} />}
    </>
  );
}
