import styled from '@emotion/styled';
import { useLayoutEffect, useRef, type ReactElement, type ReactNode } from 'react';
import { keepTabInside } from '../shared/focus-trap';
import { focusFirstField } from './focus-first-field';
import { color, radius, shadow } from '../shared/tokens';
import { popupPosition } from './popup-position';

const Panel = styled.div`
  position: fixed;
  inset: auto;
  margin: 0;
  box-sizing: border-box;
  padding: 4px;
  border: 1px solid ${color.border};
  border-radius: ${radius};
  background: ${color.bgElevated};
  box-shadow: ${shadow};
  overflow: visible;
  color: ${color.text};
`;

export interface PopupProps {
  width: number;
  height: number;
  children: ReactNode;
  id?: string;
  'aria-label'?: string;
  /** Focuses the first field inside once shown; default true. */
  focusFirst?: boolean;
  /** Selects the focused text box's text, so typing replaces it (a search box). */
  selectText?: boolean;
  /**
   * Tab and Shift+Tab cycle inside, as in a modal dialog (a filter menu, a settings panel). Off
   * for a grid cell's editor, where Tab ends the edit and moves on, as in the grid itself.
   */
  trapFocus?: boolean;
}

/**
 * A panel of a fixed size in the browser's top layer (a manual popover), opening under the
 * element it is declared in (its DOM parent): it escapes the clipping of scrolling and `overflow: clip` ancestors such as grid
 * cells while staying in the DOM where it is declared, so it works inside a shadow root and its
 * events reach its React and DOM ancestors. It is shown while mounted; its owner decides when
 * it goes (no light dismiss).
 */
export function Popup({
  width,
  height,
  children,
  focusFirst = true,
  selectText = false,
  trapFocus = false,
  ...rest
}: PopupProps): ReactElement {
  const panel = useRef<HTMLDivElement>(null);

  useLayoutEffect(() => {
    const element = panel.current;
    // The parent, not a ref from it: a parent's ref is attached only after this child's effects.
    const target = element?.parentElement;
    if (!element || !target) return undefined;
    const place = () => {
      const box = popupPosition(target.getBoundingClientRect(), width, height, {
        width: window.innerWidth,
        height: window.innerHeight,
      });
      element.style.left = `${box.left}px`;
      element.style.top = `${box.top}px`;
    };
    place();
    element.showPopover();
    // The children mounted (and tried their autofocus) while the panel was still hidden.
    const stopFocusing = focusFirst ? focusFirstField(element, selectText) : undefined;
    // Scrolling does not bubble: listen in the capture phase where the anchor lives and on the page.
    const root = target.getRootNode() as Document | ShadowRoot;
    root.addEventListener('scroll', place, true);
    if (root !== document) document.addEventListener('scroll', place, true);
    window.addEventListener('resize', place);
    return () => {
      stopFocusing?.();
      root.removeEventListener('scroll', place, true);
      document.removeEventListener('scroll', place, true);
      window.removeEventListener('resize', place);
      if (element.matches(':popover-open')) element.hidePopover();
    };
  }, [width, height, focusFirst, selectText]);

  return (
    <Panel
      ref={panel}
      popover="manual"
      role="dialog"
      data-popup=""
      style={{ inlineSize: width, blockSize: height }}
      // A press on the panel's own padding keeps the focus where it is rather than dropping it.
      onMouseDown={(event) => event.target === event.currentTarget && event.preventDefault()}
      onKeyDown={trapFocus ? (event) => panel.current && keepTabInside(panel.current, event.nativeEvent) : undefined}
      {...rest}
    >
      {children}
    </Panel>
  );
}
