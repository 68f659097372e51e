import { useState, type ReactElement } from 'react';
import { DeferredNoticeProvider } from '../../core/ui';
import type { ImportOutcome } from '../model';
import { ImportModal, type ImportModalProps } from './import-modal';
import { ImportFrame } from './import.styles';

export interface ImportControlProps extends Omit<ImportModalProps, 'open' | 'onImported' | 'onClose'> {
  /** Shows the modal. Closing it clears `open` again, so setting it opens the modal anew. */
  open?: boolean;
  /** An import went through; detail `{ outcome }`. */
  onImport?: (detail: { outcome: ImportOutcome }) => void;
  /** The modal closed; detail `{}`. */
  onClose?: (detail: Record<string, never>) => void;
  /** Given by the custom element: its shadow root. */
  container?: ShadowRoot;
}

/** What `<farm-import>` renders: the import modal with its own notices, opened by `open`. */
export function ImportControl({
  open = false,
  onImport,
  onClose,
  container,
  ...modal
}: ImportControlProps): ReactElement {
  const [shown, setShown] = useState(open);
  const [givenOpen, setGivenOpen] = useState(open);
  if (givenOpen !== open) {
    setGivenOpen(open);
    setShown(open);
  }
  const close = () => {
    setShown(false);
    // Like <dialog open>, the element's open state follows the user closing it.
    const host = container?.host as (Element & { open?: boolean }) | undefined;
    if (host?.hasAttribute('open')) host.removeAttribute('open');
    else if (host) host.open = false;
    onClose?.({});
  };
  return (
    <DeferredNoticeProvider>
      <ImportFrame>
        <ImportModal {...modal} open={shown} onClose={close} onImported={(outcome) => onImport?.({ outcome })} />
      </ImportFrame>
    </DeferredNoticeProvider>
  );
}
