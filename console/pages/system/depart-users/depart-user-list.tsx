import styled from '@emotion/styled';
import type { ReactElement } from 'react';
import { useTranslation } from '../../../../elements/core/i18n';
import { Empty, color, radius } from '../../../../elements/core/ui';
import { useDepartTree } from '../departs/use-depart-tree';
import { DepartUserTree } from './depart-user-tree';
import { DepartUsersPanel } from './depart-users-panel';

const Columns = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 16px;
  align-items: flex-start;
  & > section {
    padding: 16px;
    border: 1px solid ${color.border};
    border-radius: ${radius};
    background: ${color.bg};
    min-width: 0;
  }
  & > section:first-of-type { flex: 1 1 260px; max-width: 360px; }
  & > section:last-of-type { flex: 3 1 480px; }
`;

/** 部门用户 (menu component `system/DepartUserList`): the department tree, and the chosen department's users. */
export function DepartUserList(): ReactElement {
  const { t } = useTranslation();
  const tree = useDepartTree();
  const selected = tree.selected;
  return (
    <Columns>
      <section aria-label={t('system.depart.tree')}>
        <DepartUserTree tree={tree} />
      </section>
      <section aria-label={selected ? t('system.departUser.listTitle', { name: selected.departName }) : t('system.departUser.title')}>
        {selected ? <DepartUsersPanel depart={selected} /> : <Empty description={t('system.depart.chooseOne')} />}
      </section>
    </Columns>
  );
}
