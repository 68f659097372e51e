import { useInsertionEffect, useLayoutEffect, type RefObject } from 'react';
import { adoptSharedSheets } from '../../core/element/shared-style-sheets';
import { gridSheets } from './grid-sheet';

/**
 * `<farm-grid>`'s shadow root adopts the grid's stylesheets when it is made. A React host's
 * grid adopts them itself: into the document before react-data-grid measures itself in its
 * layout effects, then into its own root if that is a shadow root the host made.
 */
export function useGridSheets(frame: RefObject<HTMLElement | null>, inElement: boolean): void {
  useInsertionEffect(() => {
    if (!inElement) adoptSharedSheets(document, gridSheets);
  }, [inElement]);
  useLayoutEffect(() => {
    const root = frame.current?.getRootNode();
    if (!inElement && root instanceof ShadowRoot) adoptSharedSheets(root, gridSheets);
  }, [frame, inElement]);
}
