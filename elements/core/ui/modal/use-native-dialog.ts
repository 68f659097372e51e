import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import { keepTabInside } from '../shared/focus-trap';

export interface NativeDialogOptions {
  open: boolean;
  /** Whether Escape (the browser's close request) asks to close through `onCancel`. */
  keyboard: boolean;
  onCancel?: () => void;
  afterClose?: () => void;
  initialFocus?: RefObject<HTMLElement | null>;
  /** Where focus goes on closing when the control that opened the dialog has gone (a closed menu's entry). */
  returnFocus?: RefObject<HTMLElement | null>;
}

/** The focused element, looking through shadow roots. */
function focusedElement(): Element | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

/** Focus was dropped: on the page itself, on the dialog just closed, or on the dialog under it. */
function focusLost(dialog: HTMLDialogElement): boolean {
  const active = focusedElement();
  return !active || active === document.body || active instanceof HTMLDialogElement || dialog.contains(active);
}

/**
 * Drives a native `<dialog>` with `showModal()`: it stays in our (shadow) root yet is drawn in
 * the top layer, with focus moved inside; the page behind is inert and Tab cycles inside (the
 * browser alone would let Tab leave for its own controls). The `open` prop is the truth: a close
 * request only reports `onCancel`, and the parent decides.
 */
export function useNativeDialog(options: NativeDialogOptions): RefObject<HTMLDialogElement | null> {
  const ref = useRef<HTMLDialogElement>(null);
  const latest = useRef(options);
  const wasOpen = useRef(false);
  const opener = useRef<HTMLElement | null>(null);

  useLayoutEffect(() => {
    latest.current = options;
  });

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (options.open && !dialog.open && dialog.isConnected) {
      const active = focusedElement();
      opener.current = active instanceof HTMLElement ? active : null;
      dialog.showModal();
      latest.current.initialFocus?.current?.focus();
    } else if (!options.open && dialog.open) {
      dialog.close();
    }
    if (wasOpen.current && !options.open) {
      latest.current.afterClose?.();
      // The browser gives focus back to the opener itself; when it cannot (the opener went away
      // with a closed menu, or was busy), focus goes to `returnFocus` or back to the opener.
      if (focusLost(dialog)) {
        const back = opener.current?.isConnected ? opener.current : latest.current.returnFocus?.current;
        back?.focus();
      }
      opener.current = null;
    }
    wasOpen.current = options.open;
    // Only a change of `open` opens or closes the dialog; the other options are read through `latest`.
  }, [options.open]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return undefined;
    // A cancelable close request (Escape) is refused here and only reported.
    const onCancelRequest = (event: Event) => {
      if (!event.cancelable) return;
      event.preventDefault();
      if (latest.current.keyboard) latest.current.onCancel?.();
    };
    // Chromium may refuse to let a close request be cancelled (a repeated Escape without user
    // activation) and closes the dialog anyway. The `open` prop stays the truth: report the
    // request, or reopen when Escape must not close this dialog.
    // The `close` event is queued: when code closes and at once reopens the dialog, it arrives
    // while the dialog is open again and speaks of a close that is already undone.
    const onNativeClose = () => {
      if (!latest.current.open || dialog.open) return;
      if (latest.current.keyboard) latest.current.onCancel?.();
      else if (dialog.isConnected) dialog.showModal();
    };
    const onKeyDown = (event: KeyboardEvent) => keepTabInside(dialog, event);
    dialog.addEventListener('cancel', onCancelRequest);
    dialog.addEventListener('close', onNativeClose);
    dialog.addEventListener('keydown', onKeyDown);
    return () => {
      dialog.removeEventListener('cancel', onCancelRequest);
      dialog.removeEventListener('close', onNativeClose);
      dialog.removeEventListener('keydown', onKeyDown);
    };
  }, []);

  return ref;
}
