import type { ComponentProps, ReactElement } from 'react';
import { color } from '../../core/ui';

const EDITOR_CLASS = 'farm-cell-editor-input';

/**
 * The text box every typed editor shares: fills the cell, keyboard focus at once. Styled by the
 * grid's stylesheet, not a styled component: an edit re-renders it on every key.
 */
export const cellEditorInputCss = `
.${EDITOR_CLASS} {
  box-sizing: border-box;
  inline-size: 100%;
  block-size: 100%;
  padding: 0 8px;
  border: 1px solid ${color.primary};
  outline: none;
  font: inherit;
  color: ${color.text};
  background: ${color.bg};
}
`;

export function CellEditorInput(props: ComponentProps<'input'>): ReactElement {
  return <input {...props} className={EDITOR_CLASS} />;
}
