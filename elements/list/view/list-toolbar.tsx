import '../../core/i18n/catalogues/list';
import type { ReactElement, ReactNode } from 'react';
import { buttonAllowed } from '../../core/permission';
import { useTranslation } from '../../core/i18n';
import { Button } from '../../core/ui';
import type { ListPageState } from '../use-list-page';
import { LinkButton, SelectionInfo, Toolbar } from './list.styles';

/** The button codes that must be granted for each toolbar button (e.g. 'quartz:add'); none means always shown. */
export interface ListPermissions {
  add?: string;
  batchDelete?: string;
  export?: string;
  import?: string;
}

export interface ListToolbarProps<Row> {
  list: ListPageState<Row>;
  /** Shows 新增 calling this. */
  onAdd?: () => void;
  permissions?: ListPermissions;
  /** More buttons after the standard ones. */
  children?: ReactNode;
}

const allowed = (code: string | undefined) => !code || buttonAllowed(code);

/**
 * 新增, 批量删除, 导出 and 导入 above the table, each only when the list has what it needs (the
 * callback or the url) and the user holds its button permission; then the selection count.
 */
export function ListToolbar<Row>({ list, onAdd, permissions = {}, children }: ListToolbarProps<Row>): ReactElement {
  const { t } = useTranslation();
  const { urls } = list;
  return (
    <>
      <Toolbar>
        {onAdd && allowed(permissions.add) && (
          <Button type="primary" onClick={onAdd}>
            {t('list.add')}
          </Button>
        )}
        {urls.deleteBatch !== undefined && allowed(permissions.batchDelete) && (
          <Button danger onClick={() => void list.removeSelected()}>
            {t('list.batchDelete')}
          </Button>
        )}
        {urls.exportXls !== undefined && allowed(permissions.export) && (
          <Button onClick={() => void list.exportRows()}>{t('list.export')}</Button>
        )}
        {urls.importExcel !== undefined && allowed(permissions.import) && (
          <Button onClick={list.openImport}>{t('list.import')}</Button>
        )}
        {children}
      </Toolbar>
      {list.selectedKeys.length > 0 && (
        <SelectionInfo role="status">
          <span>{t('list.selected', { count: list.selectedKeys.length })}</span>
          <LinkButton type="button" onClick={list.clearSelection}>
            {t('list.clearSelection')}
          </LinkButton>
        </SelectionInfo>
      )}
    </>
  );
}
