import { useCallback, useRef, useState, type MouseEvent } from 'react';
import { contextMenuPoint } from './context-menu-position';

export interface ContextMenuAnchor<Target> {
  target: Target;
  x: number;
  y: number;
}

export interface ContextMenuState<Target> {
  /** What the open menu is for (a row, a tab), with where it opens; `null` when closed. */
  opened: ContextMenuAnchor<Target> | null;
  /** The `contextmenu` handler: a right click, Shift+F10 or the context-menu key. */
  open: (event: MouseEvent<HTMLElement>, target: Target) => void;
  /** Closes the menu and gives focus back to the element it was opened on. */
  close: () => void;
}

/** Opens a context menu for `target` and returns focus to the opener when it closes. */
export function useContextMenu<Target>(): ContextMenuState<Target> {
  const [opened, setOpened] = useState<ContextMenuAnchor<Target> | null>(null);
  const opener = useRef<HTMLElement | null>(null);

  const open = useCallback((event: MouseEvent<HTMLElement>, target: Target) => {
    event.preventDefault();
    opener.current = event.currentTarget;
    setOpened({ target, ...contextMenuPoint(event, event.currentTarget.getBoundingClientRect()) });
  }, []);

  const close = useCallback(() => {
    setOpened(null);
    opener.current?.focus();
    opener.current = null;
  }, []);

  return { opened, open, close };
}
