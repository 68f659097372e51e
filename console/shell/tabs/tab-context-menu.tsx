import styled from '@emotion/styled';
import { useEffect, useRef, type KeyboardEvent, type ReactElement } from 'react';
import { useTranslation, type MessageKey } from '../../../elements/core/i18n';
import { color, shadow } from '../../../elements/core/ui';
import type { TabAction } from './use-page-tabs';

export const TAB_ACTIONS: readonly { action: TabAction; label: MessageKey }[] = [
  { action: 'refresh', label: 'console.tabs.refresh' },
  { action: 'close-left', label: 'console.tabs.closeLeft' },
  { action: 'close-right', label: 'console.tabs.closeRight' },
  { action: 'close-others', label: 'console.tabs.closeOthers' },
];

const Menu = styled.div`
  position: fixed;
  z-index: 9999;
  min-width: 140px;
  padding: 4px 0;
  border-radius: 4px;
  background: ${color.bgElevated};
  box-shadow: ${shadow};
  & > button {
    display: block;
    width: 100%;
    padding: 6px 16px;
    border: 0;
    background: transparent;
    color: ${color.text};
    font: inherit;
    text-align: left;
    cursor: pointer;
  }
  & > button:hover,
  & > button:focus-visible { background: ${color.bgHover}; outline: none; }
`;

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
  const menu = useRef<HTMLDivElement>(null);

  useEffect(() => {
    menu.current?.querySelector('button')?.focus();
    const outside = (event: PointerEvent) => {
      if (!menu.current?.contains(event.target as Node)) onClose();
    };
    document.addEventListener('pointerdown', outside);
    window.addEventListener('blur', onClose);
    return () => {
      document.removeEventListener('pointerdown', outside);
      window.removeEventListener('blur', onClose);
    };
  }, [onClose]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const buttons = [...(menu.current?.querySelectorAll('button') ?? [])];
    const index = buttons.indexOf(document.activeElement as HTMLButtonElement);
    const step = { ArrowDown: 1, ArrowUp: -1 }[event.key];
    if (step) {
      event.preventDefault();
      buttons[(index + step + buttons.length) % buttons.length]?.focus();
    } else if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      buttons[event.key === 'Home' ? 0 : buttons.length - 1]?.focus();
    } else if (event.key === 'Escape' || event.key === 'Tab') {
      event.preventDefault();
      onClose();
    }
  };

  return (
    <Menu ref={menu} role="menu" aria-label={t('console.tabs.actions')} style={{ left: x, top: y }} onKeyDown={onKeyDown}>
      {TAB_ACTIONS.map(({ action, label }) => (
        <button
          key={action}
          type="button"
          role="menuitem"
          tabIndex={-1}
          onClick={() => {
            onClose();
            onAction(action);
          }}
        >
          {t(label)}
        </button>
      ))}
    </Menu>
  );
}
