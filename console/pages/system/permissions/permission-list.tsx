import styled from '@emotion/styled';
import type { ReactElement } from 'react';
import { deleteAction, isSuccessful } from '../../../../elements/core/http';
import { useTranslation, type MessageKey } from '../../../../elements/core/i18n';
import { buttonAllowed } from '../../../../elements/core/permission';
import { Button, Empty, Spin, color, useConfirm, useNotice } from '../../../../elements/core/ui';
import { ActionRow, LinkButton, Table, TableScroller, Toolbar } from '../../../../elements/list';
import { visibleMenuRows, type MenuRow } from './menu-rows';
import { MENU_BUTTON, MENU_SUB, PERMISSION_CODES, PERMISSION_URLS, type PermissionEntry } from './permission-record';
import { PermissionFormModal } from './permission-form-modal';
import { useMenuTree } from './use-menu-tree';
import { usePermissionForm } from './use-permission-form';

const Toggle = styled.button`
  width: 20px;
  padding: 0;
  border: none;
  background: none;
  color: ${color.textSecondary};
  cursor: pointer;
  &:focus-visible { outline: 2px solid ${color.primary}; }
`;

const TYPE_LABELS: Record<number, MessageKey> = {
  0: 'system.permission.typeTop',
  1: 'system.permission.typeSub',
  2: 'system.permission.typeButton',
};

/** 菜单管理 (menu component `system/PermissionList`): the menu tree with its pages and buttons. */
export function PermissionList(): ReactElement {
  const { t } = useTranslation();
  const { message } = useNotice();
  const confirm = useConfirm();
  const tree = useMenuTree();
  const form = usePermissionForm((parentId) => {
    if (parentId) tree.reveal(parentId);
    tree.reload();
  });
  const rows = visibleMenuRows(tree.entries, tree.expanded);
  const title = t('system.permission.title');

  const remove = async (entry: PermissionEntry) => {
    if (
      !(await confirm({
        title: t('list.confirmTitle'),
        content: t('system.permission.confirmDelete', { name: entry.name }),
        danger: true,
      }))
    )
      return;
    try {
      const answer = await deleteAction(PERMISSION_URLS.delete, { id: entry.id });
      if (!isSuccessful(answer)) {
        message.warning(answer.message);
        return;
      }
      message.success(answer.message);
      tree.reload();
    } catch {
      // The HTTP client has shown why.
    }
  };

  const nameCell = ({ entry, level, hasChildren, expanded }: MenuRow) => (
    <span style={{ paddingLeft: (level - 1) * 20 }}>
      {hasChildren ? (
        <Toggle
          type="button"
          aria-expanded={expanded}
          aria-label={t(expanded ? 'system.permission.collapseOne' : 'system.permission.expandOne', {
            name: entry.name,
          })}
          onClick={() => tree.toggle(entry.id)}
        >
          {expanded ? '▾' : '▸'}
        </Toggle>
      ) : (
        <Toggle as="span" aria-hidden="true" />
      )}
      <span>{entry.name}</span>
    </span>
  );

  const actions = (entry: PermissionEntry) => (
    <ActionRow role="group" aria-label={t('system.permission.rowActions', { name: entry.name })}>
      {buttonAllowed(PERMISSION_CODES.edit) && (
        <LinkButton type="button" onClick={() => form.openFor(entry)}>
          {t('system.permission.edit')}
        </LinkButton>
      )}
      {buttonAllowed(PERMISSION_CODES.add) && entry.menuType !== MENU_BUTTON && (
        <LinkButton type="button" onClick={() => form.openFor(null, entry)}>
          {t(
            entry.menuType === MENU_SUB && entry.component && !entry.component.startsWith('layouts/')
              ? 'system.permission.addButton'
              : 'system.permission.addChild',
          )}
        </LinkButton>
      )}
      {buttonAllowed(PERMISSION_CODES.delete) && (
        <LinkButton type="button" data-danger="" onClick={() => void remove(entry)}>
          {t('system.permission.delete')}
        </LinkButton>
      )}
    </ActionRow>
  );

  return (
    <section aria-label={title}>
      <Toolbar>
        {buttonAllowed(PERMISSION_CODES.add) && (
          <Button type="primary" onClick={() => form.openFor(null)}>
            {t('system.permission.addTop')}
          </Button>
        )}
        <Button onClick={tree.expandAll}>{t('system.permission.expandAll')}</Button>
        <Button onClick={tree.collapseAll}>{t('system.permission.collapseAll')}</Button>
      </Toolbar>
      <Spin spinning={tree.loading}>
        {rows.length === 0 && !tree.loading ? (
          <Empty description={t('list.empty')} />
        ) : (
          <TableScroller>
            <Table aria-label={title}>
              <thead>
                <tr>
                  <th scope="col">{t('system.permission.name')}</th>
                  <th scope="col">{t('system.permission.menuType')}</th>
                  <th scope="col">{t('system.permission.url')}</th>
                  <th scope="col">{t('system.permission.component')}</th>
                  <th scope="col">{t('system.permission.perms')}</th>
                  <th scope="col">{t('system.permission.sortNo')}</th>
                  <th scope="col">{t('console.page.actionsColumn')}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.entry.id}>
                    <td>{nameCell(row)}</td>
                    <td>{t(TYPE_LABELS[row.entry.menuType] ?? 'system.permission.typeSub')}</td>
                    <td>{row.entry.url}</td>
                    <td>{row.entry.component}</td>
                    <td>{row.entry.perms}</td>
                    <td>{row.entry.sortNo}</td>
                    <td>{actions(row.entry)}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </TableScroller>
        )}
      </Spin>
      <PermissionFormModal form={form} entries={tree.entries} />
    </section>
  );
}
