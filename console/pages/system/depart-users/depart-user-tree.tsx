import type { ReactElement } from 'react';
import { useTranslation } from '../../../../elements/core/i18n';
import { Empty, Input, Spin, Tree } from '../../../../elements/core/ui';
import type { DepartRecord } from '../departs/depart-record';
import type { DepartTreeState } from '../departs/use-depart-tree';

/** The department tree, searched in place, drawn as the departments page draws it; choosing one shows its users. */
export function DepartUserTree({ tree }: { tree: DepartTreeState }): ReactElement {
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
