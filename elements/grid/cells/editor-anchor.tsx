import styled from '@emotion/styled';
import type { KeyboardEvent } from 'react';

/** The open editor's own box in the cell: what its pop-up hangs under. */
export const EditorAnchor = styled.div`
  box-sizing: border-box;
  display: flex;
  align-items: center;
  inline-size: 100%;
  block-size: 100%;
  padding: 0 4px;
`;

/**
 * A picker field (its text box and 选择 button) fitted into the cell: the text box gives way so
 * the button stays inside the cell, where a press does not count as a click outside the edit.
 */
export const PickerAnchor = styled(EditorAnchor)`
  & > div {
    flex: 1;
    min-inline-size: 0;
  }
  & > div > span:first-of-type {
    flex: 1;
    min-inline-size: 0;
  }
  & input {
    inline-size: 100%;
    min-inline-size: 0;
    box-sizing: border-box;
  }
`;

/** The text of the cell, shown in the cell while its pop-up edits it. */
export const EditorText = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

/** Keys the grid would take (Enter ends the edit, arrows move) that belong to a list or dialog here. */
const KEPT_KEYS = new Set([
  'Enter',
  ' ',
  'ArrowUp',
  'ArrowDown',
  'ArrowLeft',
  'ArrowRight',
  'Home',
  'End',
  'PageUp',
  'PageDown',
]);

/**
 * Keeps the grid's editing keys away from a picker, list or dialog inside an editor: any key
 * inside an open dialog, and Enter, Space and arrows elsewhere. Escape and Tab outside a dialog
 * still reach the grid (cancel the edit, move on).
 */
export function keepKeysInside(event: KeyboardEvent<HTMLElement>): void {
  const target = event.target as Element;
  if (target.closest('dialog') || KEPT_KEYS.has(event.key)) event.stopPropagation();
}
