import { useEffect, useRef, useState, type RefObject } from 'react';

/**
 * Open state of a popover anchored in `root`: a click outside (seen through the composed
 * path, so it works inside a shadow root) or Escape closes it, Escape returning focus to the trigger.
 */
export function usePopover<Root extends HTMLElement, Trigger extends HTMLElement>(): {
  open: boolean;
  setOpen: (open: boolean) => void;
  rootRef: RefObject<Root | null>;
  triggerRef: RefObject<Trigger | null>;
} {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<Root>(null);
  const triggerRef = useRef<Trigger>(null);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: Event) => {
      const root = rootRef.current;
      if (root && !event.composedPath().includes(root)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      const root = rootRef.current;
      if (root && !event.composedPath().includes(root)) return;
      setOpen(false);
      triggerRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown, true);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown, true);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  return { open, setOpen, rootRef, triggerRef };
}
