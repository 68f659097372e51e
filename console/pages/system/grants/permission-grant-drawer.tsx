import type { ReactElement } from 'react';
import { useTranslation } from '../../../../elements/core/i18n';
import { Button, Drawer, Tree } from '../../../../elements/core/ui';
import { allGrantKeys } from './grant-selection';
import type { PermissionGrantsState } from './use-permission-grants';

/**
 * 权限配置 of a role or a department: every menu and button with the owner's grants checked.
 * Boxes are independent (JeecgBoot's checkStrictly), so exactly the checked entries are granted:
 * a page and its buttons are chosen one by one.
 */
export function PermissionGrantDrawer({
  grants,
  title,
}: {
  grants: PermissionGrantsState;
  title: string;
}): ReactElement {
  const { t } = useTranslation();
  const footer = (
    <>
      <Button onClick={grants.close}>{t('system.grant.cancel')}</Button>
      <Button loading={grants.saving} disabled={grants.loading} onClick={() => void grants.save(false)}>
        {t('system.grant.saveOnly')}
      </Button>
      <Button type="primary" loading={grants.saving} disabled={grants.loading} onClick={() => void grants.save(true)}>
        {t('system.grant.saveAndClose')}
      </Button>
    </>
  );
  return (
    <Drawer
      open={grants.owner !== null}
      title={title}
      width={650}
      destroyOnClose
      footer={footer}
      onClose={grants.close}
    >
      {grants.loading ? (
        <p role="status">{t('system.grant.loading')}</p>
      ) : (
        <>
          <p>
            <Button size="small" onClick={() => grants.setChecked(allGrantKeys(grants.tree))}>
              {t('system.grant.checkAll')}
            </Button>{' '}
            <Button size="small" onClick={() => grants.setChecked([])}>
              {t('system.grant.checkNone')}
            </Button>
          </p>
          <Tree
            aria-label={t('system.grant.tree')}
            treeData={grants.tree}
            checkable
            checkMode="unlinked"
            selectable={false}
            defaultExpandAll
            checkedKeys={grants.checked}
            onCheck={(keys) => grants.setChecked(keys.map(String))}
          />
        </>
      )}
    </Drawer>
  );
}
