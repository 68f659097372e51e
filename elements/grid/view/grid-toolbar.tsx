import '../../core/i18n/catalogues/grid';
import { lazy, Suspense, useRef, useState, type ReactElement } from 'react';
import { useTranslation } from '../../core/i18n';
import { Button } from '../../core/ui';
import type { AddRowSettingsPanelProps } from './add-row-settings-panel';
import { toolbarButtonsShown } from './grid-permissions';
import { gridClass } from './grid-sheet';

export interface GridToolbarProps {
  /** The prefix of the session's button exclusions that apply to this grid. */
  authPrefix: string | undefined;
  disabled: boolean;
  /** 保存 is offered (not in a sub-table saved with its form). */
  saveButton: boolean;
  selectedCount: number;
  collapsed: boolean;
  onAdd: () => void;
  onSave: () => void;
  onRemove: () => void;
  onClearSelection: () => void;
  onToggleCollapsed: () => void;
  /** The add-row settings behind 新增设置, beside 新增. */
  addSettings: Omit<AddRowSettingsPanelProps, 'close'>;
}

// Opened now and then, so its code loads on first use rather than with every grid.
const AddRowSettingsPanel = lazy(async () => ({
  default: (await import('./add-row-settings-panel')).AddRowSettingsPanel,
}));

/** The 新增设置 link and, while open, its panel (anchored to the link's wrapper). */
function AddRowSettingsControl({
  disabled,
  settings,
}: {
  disabled: boolean;
  settings: GridToolbarProps['addSettings'];
}): ReactElement {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const close = () => {
    setOpen(false);
    toggle.current?.focus();
  };
  return (
    <span className={gridClass.toolbarAnchor}>
      <Button
        ref={toggle}
        type="link"
        disabled={disabled}
        aria-expanded={open}
        aria-haspopup="dialog"
        onClick={() => setOpen((was) => !was)}
      >
        {t('grid.addSettings')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <AddRowSettingsPanel {...settings} close={close} />
        </Suspense>
      )}
    </span>
  );
}

/** 新增 保存 删除 清空选择 and the 展开/收起 link (widgets spec 2.1). */
export function GridToolbar(props: GridToolbarProps): ReactElement {
  const { t } = useTranslation();
  const { disabled, selectedCount } = props;
  const shown = toolbarButtonsShown(props.authPrefix);
  return (
    <div className={gridClass.toolbar} part="toolbar">
      {shown.add && (
        <Button type="primary" disabled={disabled} onClick={props.onAdd}>
          {t('grid.add')}
        </Button>
      )}
      {shown.add && <AddRowSettingsControl disabled={disabled} settings={props.addSettings} />}
      {props.saveButton && (
        <Button disabled={disabled} onClick={props.onSave}>
          {t('grid.save')}
        </Button>
      )}
      {shown.batchDelete && selectedCount > 0 && (
        <Button danger disabled={disabled} onClick={props.onRemove}>
          {t('grid.delete')}
        </Button>
      )}
      {selectedCount > 0 && (
        <>
          <span className={gridClass.selectionInfo}>{t('grid.selectedCount', { count: selectedCount })}</span>
          <Button type="link" onClick={props.onClearSelection}>
            {t('grid.clearSelection')}
          </Button>
        </>
      )}
      <Button type="link" aria-expanded={!props.collapsed} onClick={props.onToggleCollapsed}>
        {t(props.collapsed ? 'grid.expand' : 'grid.collapse')}
      </Button>
    </div>
  );
}
