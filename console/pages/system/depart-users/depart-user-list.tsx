import type { ReactElement } from 'react';
import { useTranslation } from '../../../../elements/core/i18n';
import { Empty } from '../../../../elements/core/ui';
import { DepartColumns, DepartTreeView } from '../departs/depart-tree-view';
import { useDepartTree } from '../departs/use-depart-tree';
import { DepartUsersPanel } from './depart-users-panel';

/** 部门用户 (menu component `system/DepartUserList`): the department tree, and the chosen department's users. */
export function DepartUserList(): ReactElement {
  const { t } = useTranslation();
  const tree = useDepartTree();
  const selected = tree.selected;
  return (
    <DepartColumns>
      <section aria-label={t('system.depart.tree')}>
        <DepartTreeView tree={tree} />
      </section>
      <section
        aria-label={
          selected ? t('system.departUser.listTitle', { name: selected.departName }) : t('system.departUser.title')
        }
      >
        {selected ? <DepartUsersPanel depart={selected} /> : <Empty description={t('system.depart.chooseOne')} />}
      </section>
    </DepartColumns>
  );
}
