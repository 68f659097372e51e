import type { ReactElement } from 'react';
import { Popup, Select } from '../../core/ui';
import type { CellEditorProps } from './cell-type';
import { cellText } from './cell-text';
import { EditorAnchor, EditorText, keepKeysInside } from './editor-anchor';
import { optionsOf, optionText, selectedText } from './select-options';

const SEARCH_POPUP = { width: 240, height: 42 } as const;

/**
 * select-search / sel_search: the column's options in a searchable list, in a pop-up under the
 * cell (typed text filters them); choosing one stores it and ends the edit.
 */
export function SelectSearchEditor({ column, row, value, onChange }: CellEditorProps): ReactElement {
  const options = optionsOf(column, row).map((option) => ({
    value: String(option.value),
    label: optionText(option),
    disabled: option.disabled,
  }));
  const current = cellText(value);
  return (
    <EditorAnchor onKeyDown={keepKeysInside}>
      <EditorText>{selectedText(column, value, row)}</EditorText>
      <Popup width={SEARCH_POPUP.width} height={SEARCH_POPUP.height} selectText aria-label={column.title}>
        <Select
          searchable
          aria-label={column.title}
          options={options}
          value={current === '' ? null : current}
          placeholder={column.placeholder}
          onChange={(chosen) => onChange(chosen ?? '', true)}
        />
      </Popup>
    </EditorAnchor>
  );
}
