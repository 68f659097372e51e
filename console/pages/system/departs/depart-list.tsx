import styled from '@emotion/styled';
import { useEffect, useRef, type ReactElement } from 'react';
import { deleteAction, isSuccessful } from '../../../../elements/core/http';
import { useTranslation } from '../../../../elements/core/i18n';
import { buttonAllowed } from '../../../../elements/core/permission';
import { Button, Empty, Modal, useConfirm, useNotice } from '../../../../elements/core/ui';
import { exportXls } from '../../../../elements/import';
import { PermissionGrantDrawer } from '../grants/permission-grant-drawer';
import { usePermissionGrants } from '../grants/use-permission-grants';
import { DepartFields } from './depart-fields';
import { DepartColumns, DepartTreeView } from './depart-tree-view';
import { DEPART_GRANTS } from './depart-grants';
import { DEPART_PERMISSIONS, DEPART_URLS, findDepart, type DepartRecord } from './depart-record';
import { useDepartForm } from './use-depart-form';
import { useDepartTree } from './use-depart-tree';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin-bottom: 12px;
`;

/** 部门管理 (menu component `system/DepartList`): the department tree, searched in place, and the chosen department's form. */
export function DepartList(): ReactElement {
  const { t } = useTranslation();
  const { message } = useNotice();
  const confirm = useConfirm();
  const tree = useDepartTree();
  const editor = useDepartForm(() => tree.reload());
  const adder = useDepartForm(() => {
    adder.start(null);
    tree.reload();
  });
  const grants = usePermissionGrants(DEPART_GRANTS);
  const selected = tree.selected;
  const canEdit = buttonAllowed(DEPART_PERMISSIONS.edit);
  const canAdd = buttonAllowed(DEPART_PERMISSIONS.add);

  // The form follows the chosen department, and takes its saved values after a reload. A
  // kept-alive page shown again runs this once more: what was typed stays for the same record.
  const shownDepart = useRef<DepartRecord | null | undefined>(undefined);
  // biome-ignore lint/correctness/useExhaustiveDependencies: follows the chosen department only (the ref skips a repeat); editor.start is a new function each render.
  useEffect(() => {
    if (shownDepart.current === selected) return;
    shownDepart.current = selected;
    editor.start(selected ? { kind: 'edit', depart: selected } : null);
  }, [selected]);

  const parentName = (depart: DepartRecord | null) =>
    depart?.parentId ? (findDepart(tree.shown, depart.parentId)?.departName ?? '') : '';

  const remove = async () => {
    if (!selected) return;
    if (
      !(await confirm({
        title: t('list.confirmTitle'),
        content: t('system.depart.confirmDelete', { name: selected.departName }),
        danger: true,
      }))
    )
      return;
    try {
      const answer = await deleteAction(DEPART_URLS.delete, { id: selected.id });
      if (!isSuccessful(answer)) {
        message.warning(answer.message);
        return;
      }
      message.success(answer.message);
      tree.select(null);
      tree.reload();
    } catch {
      // The HTTP client has shown why.
    }
  };

  // Every department in tree order; the HTTP client says why when the download fails.
  const exportDeparts = () =>
    exportXls({
      url: DEPART_URLS.exportXls,
      fileName: t('system.depart.title'),
      query: { column: 'orgCode', order: 'asc' },
    }).catch(() => false);

  const adding = adder.target?.kind === 'add' ? adder.target : null;

  return (
    <DepartColumns>
      <section aria-label={t('system.depart.tree')}>
        <Bar>
          {canAdd && (
            <Button type="primary" onClick={() => adder.start({ kind: 'add', parent: null })}>
              {t('system.depart.addRoot')}
            </Button>
          )}
          {canAdd && selected && (
            <Button onClick={() => adder.start({ kind: 'add', parent: selected })}>
              {t('system.depart.addChild')}
            </Button>
          )}
          {buttonAllowed(DEPART_PERMISSIONS.authorize) && selected && (
            <Button onClick={() => void grants.openFor({ id: selected.id, name: selected.departName })}>
              {t('system.depart.authorize')}
            </Button>
          )}
          {buttonAllowed(DEPART_PERMISSIONS.delete) && selected && (
            <Button danger onClick={() => void remove()}>
              {t('system.depart.delete')}
            </Button>
          )}
          {buttonAllowed(DEPART_PERMISSIONS.export) && (
            <Button onClick={() => void exportDeparts()}>{t('list.export')}</Button>
          )}
        </Bar>
        <DepartTreeView tree={tree} />
      </section>
      <section aria-label={selected ? selected.departName : t('system.depart.title')}>
        {selected && editor.target ? (
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              void editor.submit();
            }}
          >
            <DepartFields
              form={editor}
              parentName={parentName(selected)}
              orgCode={selected.orgCode}
              disabled={!canEdit}
            />
            {canEdit && (
              <Button type="primary" htmlType="submit" loading={editor.saving}>
                {t('system.depart.save')}
              </Button>
            )}
          </form>
        ) : (
          <Empty description={t('system.depart.chooseOne')} />
        )}
      </section>
      <Modal
        open={adding !== null}
        title={
          adding?.parent
            ? t('system.depart.addChildTitle', { name: adding.parent.departName })
            : t('system.depart.addTitle')
        }
        width={700}
        destroyOnClose
        confirmLoading={adder.saving}
        onOk={() => void adder.submit()}
        onCancel={() => adder.start(null)}
      >
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void adder.submit();
          }}
        >
          <DepartFields form={adder} parentName={adding?.parent?.departName ?? ''} />
        </form>
      </Modal>
      <PermissionGrantDrawer
        grants={grants}
        title={grants.owner ? t('system.depart.grantTitle', { name: grants.owner.name }) : ''}
      />
    </DepartColumns>
  );
}
