import styled from '@emotion/styled';
import type { ReactElement } from 'react';
import { color, Popup } from '../../core/ui';
import type { CellEditorProps, CellType } from './cell-type';
import { cellText } from './cell-text';
import { EditorAnchor, EditorText } from './editor-anchor';

/** Widgets spec 2.2: the textarea cell's pop-up is 300x210, the input pop 150 wide by 200 high. */
export const TEXTAREA_POPUP = { width: 300, height: 210 } as const;
export const INPUT_POP_POPUP = { width: 150, height: 200 } as const;

const PopupText = styled.textarea`
  box-sizing: border-box;
  inline-size: 100%;
  block-size: 100%;
  padding: 4px 8px;
  border: 1px solid ${color.border};
  outline: none;
  resize: none;
  font: inherit;
  color: ${color.text};
  background: ${color.bg};
  &:focus {
    border-color: ${color.primary};
  }
`;

function PopTextEditor({
  column,
  value,
  onChange,
  size,
}: CellEditorProps & { size: { width: number; height: number } }): ReactElement {
  const text = cellText(value);
  return (
    <EditorAnchor>
      <EditorText>{text}</EditorText>
      <Popup width={size.width} height={size.height} aria-label={column.title}>
        <PopupText
          aria-label={column.title}
          placeholder={column.placeholder}
          value={text}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={(event) => {
            // Enter is a new line here; Ctrl+Enter (or Tab, or a click outside) ends the edit.
            if (event.key === 'Enter' && !event.ctrlKey && !event.metaKey) event.stopPropagation();
          }}
        />
      </Popup>
    </EditorAnchor>
  );
}

/** textarea (300x210) and input_pop (150x200): longer text edited in a pop-up under the cell. */
export function popTextCell(size: { width: number; height: number }): CellType {
  return {
    renderView: ({ value }) => cellText(value),
    renderEditor: (props) => <PopTextEditor {...props} size={size} />,
  };
}
