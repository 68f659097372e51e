import type { ReactElement } from 'react';
import { useTranslation } from '../../../../elements/core/i18n';
import { Button, Drawer, Tree } from '../../../../elements/core/ui';
import { allGrantKeys } from './grant-selection';
import type { RoleGrantsState } from './use-role-grants';

/**
 * 角色权限配置: every menu and button with the role's grants checked. Boxes are independent
 * (JeecgBoot's checkStrictly), so exactly the checked entries are granted: a page and its
 * buttons are chosen one by one.
 */
export function RoleGrantDrawer({ grants }: { grants: RoleGrantsState }): ReactElement {
  const { t } = useTranslation();
  const title = grants.role ? t('system.role.grantTitle', { name: grants.role.roleName }) : '';
  const footer = (
    <>
      <Button onClick={grants.close}>{t('system.role.cancel')}</Button>
      <Button loading={grants.saving} disabled={grants.loading} onClick={() => void grants.save(false)}>
        {t('system.role.saveOnly')}
      </Button>
      <Button type="primary" loading={grants.saving} disabled={grants.loading} onClick={() => void grants.save(true)}>
        {t('system.role.saveAndClose')}
      </Button>
    </>
  );
  return (
    <Drawer open={grants.role !== null} title={title} width={650} destroyOnClose footer={footer} onClose={grants.close}>
      {grants.loading ? (
        <p role="status">{t('system.role.loadingGrants')}</p>
      ) : (
        <>
          <p>
            <Button size="small" onClick={() => grants.setChecked(allGrantKeys(grants.tree))}>
              {t('system.role.checkAll')}
            </Button>{' '}
            <Button size="small" onClick={() => grants.setChecked([])}>
              {t('system.role.checkNone')}
            </Button>
          </p>
          <Tree
            aria-label={t('system.role.grantTree')}
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
