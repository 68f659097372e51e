import type { ReactElement } from 'react';
import { Popup, Select } from '../../core/ui';
import type { CellEditorProps } from './cell-type';
import { cellText } from './cell-text';
import { EditorAnchor, EditorText, keepKeysInside } from './editor-anchor';
import { multiValues } from './multi-select-values';
import { optionsOf, optionText, selectedText } from './select-options';

const SELECT_POPUP = { width: 240, height: 42 } as const;

function choicesOf({ column, row }: Pick<CellEditorProps, 'column' | 'row'>) {
  return optionsOf(column, row).map((option) => ({
    value: String(option.value),
    label: optionText(option),
    disabled: option.disabled,
  }));
}

/** Values in the order their options are listed (as a native multiple select gave them); unknown ones last. */
function inOptionOrder(values: readonly string[], choices: readonly { value: string }[]): string[] {
  const rank = (value: string) => {
    const at = choices.findIndex((choice) => choice.value === value);
    return at === -1 ? choices.length : at;
  };
  return [...values].sort((a, b) => rank(a) - rank(b));
}

/**
 * select / list: the column's options in the product's list box, in a pop-up under the cell (a
 * cell clips what drops out of it); choosing one stores it and ends the edit.
 */
export function SelectCellEditor(props: CellEditorProps): ReactElement {
  const { column, row, value, onChange } = props;
  const current = cellText(value);
  return (
    <EditorAnchor onKeyDown={keepKeysInside}>
      <EditorText>{selectedText(column, value, row)}</EditorText>
      <Popup width={SELECT_POPUP.width} height={SELECT_POPUP.height} aria-label={column.title}>
        <Select
          aria-label={column.title}
          options={choicesOf(props)}
          value={current === '' ? null : current}
          placeholder={column.placeholder}
          allowClear
          onChange={(chosen) => onChange(chosen ?? '', true)}
        />
      </Popup>
    </EditorAnchor>
  );
}

/**
 * select-multiple / list_multi: several options ticked in the list box, stored comma-separated as
 * they are ticked; the edit ends when the focus leaves the pop-up (or by Enter / Escape).
 */
export function MultiSelectCellEditor(props: CellEditorProps): ReactElement {
  const { column, row, value, onChange, onClose } = props;
  const choices = choicesOf(props);
  return (
    <EditorAnchor
      onKeyDown={keepKeysInside}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onClose(true);
      }}
    >
      <EditorText>
        {multiValues(value)
          .map((item) => selectedText(column, item, row))
          .join(',')}
      </EditorText>
      <Popup width={SELECT_POPUP.width} height={SELECT_POPUP.height} aria-label={column.title}>
        <Select<string>
          multiple
          aria-label={column.title}
          options={choices}
          value={multiValues(value)}
          placeholder={column.placeholder}
          onChange={(chosen) => onChange(inOptionOrder(chosen, choices).join(','))}
        />
      </Popup>
    </EditorAnchor>
  );
}
