import type { ReactElement } from 'react';
import { useTranslation, type MessageKey } from '../../../elements/core/i18n';
import { ContextMenu } from '../../../elements/core/ui';
import type { TabAction } from './use-page-tabs';

export const TAB_ACTIONS: readonly { action: TabAction; label: MessageKey }[] = [
  { action: 'refresh', label: 'console.tabs.refresh' },
  { action: 'close-left', label: 'console.tabs.closeLeft' },
  { action: 'close-right', label: 'console.tabs.closeRight' },
  { action: 'close-others', label: 'console.tabs.closeOthers' },
];

export interface TabContextMenuProps {
  x: number;
  y: number;
  onAction: (action: TabAction) => void;
  /** Closes the menu; focus goes back to the tab it was opened on. */
  onClose: () => void;
}

/** The tab context menu (刷新, 关闭左侧, 关闭右侧, 关闭其它): arrow keys move, Enter chooses, Escape leaves. */
export function TabContextMenu({ x, y, onAction, onClose }: TabContextMenuProps): ReactElement {
  const { t } = useTranslation();
  return (
    <ContextMenu
      x={x}
      y={y}
      aria-label={t('console.tabs.actions')}
      items={TAB_ACTIONS.map(({ action, label }) => ({ key: action, label: t(label) }))}
      onSelect={(key) => onAction(key as TabAction)}
      onClose={onClose}
    />
  );
}
