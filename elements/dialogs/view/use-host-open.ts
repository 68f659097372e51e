import { useState } from 'react';

/**
 * A dialog element's shown state: `open` opens it, and a user closing it clears the element's
 * `open` again (as `<dialog open>` does), so setting `open` later opens it anew.
 */
export function useHostOpen(open: boolean, container: ShadowRoot | undefined): { shown: boolean; close: () => void } {
  const [shown, setShown] = useState(open);
  const [givenOpen, setGivenOpen] = useState(open);
  if (givenOpen !== open) {
    setGivenOpen(open);
    setShown(open);
  }
  const close = () => {
    setShown(false);
    const host = container?.host as (Element & { open?: boolean }) | undefined;
    if (host?.hasAttribute('open')) host.removeAttribute('open');
    else if (host) host.open = false;
  };
  return { shown, close };
}
