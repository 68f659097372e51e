import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';

export interface NativeDialogOptions {
  open: boolean;
  /** Whether Escape (the browser's close request) asks to close through `onCancel`. */
  keyboard: boolean;
  onCancel?: () => void;
  afterClose?: () => void;
  initialFocus?: RefObject<HTMLElement | null>;
}

/**
 * Drives a native `<dialog>` with `showModal()`: it stays in our (shadow) root yet is drawn in
 * the top layer, with focus moved inside and trapped by the browser. The `open` prop is the
 * truth: a close request only reports `onCancel`, and the parent decides.
 */
export function useNativeDialog(options: NativeDialogOptions): RefObject<HTMLDialogElement | null> {
  const ref = useRef<HTMLDialogElement>(null);
  const latest = useRef(options);
  const wasOpen = useRef(false);

  useLayoutEffect(() => {
    latest.current = options;
  });

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (options.open && !dialog.open && dialog.isConnected) {
      dialog.showModal();
      options.initialFocus?.current?.focus();
    } else if (!options.open && dialog.open) {
      dialog.close();
    }
    if (wasOpen.current && !options.open) latest.current.afterClose?.();
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
    dialog.addEventListener('cancel', onCancelRequest);
    dialog.addEventListener('close', onNativeClose);
    return () => {
      dialog.removeEventListener('cancel', onCancelRequest);
      dialog.removeEventListener('close', onNativeClose);
    };
  }, []);

  return ref;
}
