import styled from '@emotion/styled';
import type { ReactElement } from 'react';
import { useTranslation } from '../../../../elements/core/i18n';
import { Empty, Input, Spin, Tree, color, radius } from '../../../../elements/core/ui';
import type { DepartRecord } from './depart-record';
import type { DepartTreeState } from './use-depart-tree';

/** A department page: the tree in the first section, the chosen department's part in the second. */
export const DepartColumns = styled.div`
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
  & > section:first-of-type { flex: 1 1 300px; max-width: 420px; }
  & > section:last-of-type { flex: 2 1 420px; }
`;

/** The department tree, searched in place; choosing a department selects it in `tree`. */
export function DepartTreeView({ tree }: { tree: DepartTreeState }): ReactElement {
  const { t } = useTranslation();
  return (
    <>
      <Input
        type="search"
        aria-label={t('system.depart.search')}
        placeholder={t('system.depart.search')}
        value={tree.keyword}
        onChange={(event) => tree.setKeyword(event.target.value)}
        style={{ marginBottom: 12 }}
      />
      <Spin spinning={tree.loading}>
        {tree.shown.length === 0 && !tree.loading ? (
          <Empty description={t(tree.keyword.trim() ? 'system.depart.none' : 'list.empty')} />
        ) : (
          <Tree<DepartRecord>
            aria-label={t('system.depart.tree')}
            treeData={tree.shown}
            expandedKeys={tree.expandedKeys}
            onExpand={(keys) => tree.setExpandedKeys(keys)}
            selectedKeys={tree.selected ? [tree.selected.id] : []}
            onSelect={(keys) => tree.select(keys.length ? String(keys[0]) : null)}
            searchValue={tree.keyword}
          />
        )}
      </Spin>
    </>
  );
}
