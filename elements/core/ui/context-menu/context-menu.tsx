import styled from '@emotion/styled';
import {
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import { color, shadow } from '../shared/tokens';
import { contextMenuPosition, menuFocusAfterKey } from './context-menu-position';

export interface ContextMenuItem {
  key: string;
  label: ReactNode;
  disabled?: boolean;
  danger?: boolean;
}

export interface ContextMenuProps {
  /** Viewport coordinates where the menu opens (kept inside the window). */
  x: number;
  y: number;
  items: readonly ContextMenuItem[];
  /** The menu's accessible name. */
  'aria-label': string;
  /** The chosen item; the menu closes first. */
  onSelect: (key: string) => void;
  /** Escape, Tab, a click outside or the window losing focus; the opener restores focus. */
  onClose: () => void;
}

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
  & > button[data-danger] { color: ${color.danger}; }
  & > button:disabled { color: ${color.textDisabled}; cursor: not-allowed; }
  & > button:not(:disabled):hover,
  & > button:focus-visible { background: ${color.bgHover}; outline: none; }
`;

/**
 * A right-click menu rendered where it is declared, so it works inside a shadow root: the first
 * item takes focus, arrow keys, Home and End move, Enter or a click chooses, Escape, Tab or a
 * click outside closes.
 */
export function ContextMenu({ x, y, items, 'aria-label': label, onSelect, onClose }: ContextMenuProps): ReactElement {
  const menu = useRef<HTMLDivElement>(null);
  const [place, setPlace] = useState({ x, y });
  const closeRef = useRef(onClose);
  useEffect(() => {
    closeRef.current = onClose;
  });

  useLayoutEffect(() => {
    const box = menu.current?.getBoundingClientRect();
    if (!box) return;
    setPlace(contextMenuPosition({ x, y }, box, { width: window.innerWidth, height: window.innerHeight }));
  }, [x, y]);

  useEffect(() => {
    menu.current?.querySelector<HTMLButtonElement>('button:not(:disabled)')?.focus();
    // composedPath sees through shadow roots, where the document only sees the host.
    const outside = (event: PointerEvent) => {
      if (menu.current && !event.composedPath().includes(menu.current)) closeRef.current();
    };
    const blur = () => closeRef.current();
    document.addEventListener('pointerdown', outside, true);
    window.addEventListener('blur', blur);
    return () => {
      document.removeEventListener('pointerdown', outside, true);
      window.removeEventListener('blur', blur);
    };
  }, []);

  const buttons = () => [...(menu.current?.querySelectorAll<HTMLButtonElement>(':scope > button') ?? [])];

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' || event.key === 'Tab') {
      event.preventDefault();
      event.stopPropagation();
      onClose();
      return;
    }
    const all = buttons();
    const current = event.target instanceof HTMLButtonElement ? all.indexOf(event.target) : -1;
    const next = menuFocusAfterKey(
      event.key,
      current,
      all.map((button) => !button.disabled),
    );
    if (next === null) return;
    event.preventDefault();
    all[next]?.focus();
  };

  return (
    <Menu
      ref={menu}
      role="menu"
      aria-label={label}
      style={{ left: place.x, top: place.y }}
      onKeyDown={onKeyDown}
      onContextMenu={(event) => event.preventDefault()}
    >
      {items.map((item) => (
        <button
          key={item.key}
          type="button"
          role="menuitem"
          tabIndex={-1}
          disabled={item.disabled}
          data-danger={item.danger || undefined}
          onClick={() => {
            onClose();
            onSelect(item.key);
          }}
        >
          {item.label}
        </button>
      ))}
    </Menu>
  );
}
