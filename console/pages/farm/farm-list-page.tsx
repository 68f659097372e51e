import type { ReactElement } from 'react';
import { useTranslation } from '../../../elements/core/i18n';
import { Button } from '../../../elements/core/ui';
import type { ConsoleRoute } from '../../session';
import { NoticePage } from '../../shell/kit';
import { onlineCode } from '../online-components';
import { FarmList } from './farm-list';
import { TREE_LIST_COMPONENT } from './tree-list';
import { useFarmDeclaration } from './use-farm-declaration';
import { useTreeFields } from './use-tree-fields';

/** JeecgBoot's one-to-many list: a master's parts are shown under the list. */
export const ERP_LIST_COMPONENT = 'modules/online/cgform/auto/erp/OnlCgformErpList';

/**
 * The page of every online-form menu (`online/cgformList/<code>`): the farm resource named by the
 * menu's code, drawn from its declaration. One page for all farm modules; a tree form's menu
 * (OnlCgformTreeList) draws it as a tree.
 */
export function FarmListPage({ route }: { route: ConsoleRoute }): ReactElement {
  const code = onlineCode(route);
  return (
    <FarmListOf
      key={code}
      code={code}
      partsUnderList={route.component === ERP_LIST_COMPONENT}
      tree={route.component === TREE_LIST_COMPONENT}
    />
  );
}

function FarmListOf({
  code,
  partsUnderList,
  tree,
}: {
  code: string;
  partsUnderList: boolean;
  tree: boolean;
}): ReactElement {
  const { t } = useTranslation();
  const { declaration, failure, retry } = useFarmDeclaration(code);
  const treeFields = useTreeFields(code, tree);
  if (declaration && treeFields !== 'loading')
    return <FarmList declaration={declaration} partsUnderList={partsUnderList} tree={treeFields} />;
  if (failure) {
    return (
      <NoticePage
        tone="warning"
        title={t('farm.loadFailed', { code })}
        description={failure === true ? undefined : failure}
        actions={<Button onClick={retry}>{t('farm.retry')}</Button>}
      />
    );
  }
  return <p role="status">{t('farm.loading')}</p>;
}
