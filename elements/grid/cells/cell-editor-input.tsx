import styled from '@emotion/styled';
import { color } from '../../core/ui';

/** The text box every typed editor shares: fills the cell, keyboard focus at once. */
export const CellEditorInput = styled.input`
  box-sizing: border-box;
  inline-size: 100%;
  block-size: 100%;
  padding: 0 8px;
  border: 1px solid ${color.primary};
  outline: none;
  font: inherit;
  color: ${color.text};
  background: ${color.bg};
`;

export const CellEditorSelect = CellEditorInput.withComponent('select');
