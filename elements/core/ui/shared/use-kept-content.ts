import { useEffect, useState } from 'react';

/**
 * Whether a dialog's content should be rendered: not before the first opening (unless
 * `forceRender`), kept while closed so form state survives, dropped on close with `destroyOnClose`.
 */
export function useKeptContent(open: boolean, destroyOnClose: boolean, forceRender: boolean): boolean {
  const [opened, setOpened] = useState(open);
  useEffect(() => {
    if (open) setOpened(true);
    else if (destroyOnClose) setOpened(false);
  }, [open, destroyOnClose]);
  return open || forceRender || (opened && !destroyOnClose);
}
