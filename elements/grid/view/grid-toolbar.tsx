import type { ReactElement } from 'react';
import { useTranslation } from '../../core/i18n';
import { Button } from '../../core/ui';
import { SelectionInfo, Toolbar } from './grid.styles';

export interface GridToolbarProps {
  /** Which buttons the permission rules leave. */
  shown: { add: boolean; batchDelete: boolean };
  disabled: boolean;
  selectedCount: number;
  collapsed: boolean;
  onAdd: () => void;
  onSave: () => void;
  onRemove: () => void;
  onClearSelection: () => void;
  onToggleCollapsed: () => void;
}

/** 新增 保存 删除 清空选择 and the 展开/收起 link (widgets spec 2.1). */
export function GridToolbar(props: GridToolbarProps): ReactElement {
  const { t } = useTranslation();
  const { shown, disabled, selectedCount } = props;
  return (
    <Toolbar part="toolbar">
      {shown.add && (
        <Button type="primary" disabled={disabled} onClick={props.onAdd}>
          {t('grid.add')}
        </Button>
      )}
      <Button disabled={disabled} onClick={props.onSave}>
        {t('grid.save')}
      </Button>
      {shown.batchDelete && selectedCount > 0 && (
        <Button danger disabled={disabled} onClick={props.onRemove}>
          {t('grid.delete')}
        </Button>
      )}
      {selectedCount > 0 && (
        <>
          <SelectionInfo>{t('grid.selectedCount', { count: selectedCount })}</SelectionInfo>
          <Button type="link" onClick={props.onClearSelection}>
            {t('grid.clearSelection')}
          </Button>
        </>
      )}
      <Button type="link" aria-expanded={!props.collapsed} onClick={props.onToggleCollapsed}>
        {t(props.collapsed ? 'grid.expand' : 'grid.collapse')}
      </Button>
    </Toolbar>
  );
}
