import { useEffect, useRef, type ReactElement } from 'react';
import { DepartPicker, UserPicker } from '../../pickers';
import type { TextCache } from '../model/text-cache';
import type { CellEditorProps } from './cell-type';
import { cellText } from './cell-text';
import { PickerAnchor, keepKeysInside } from './editor-anchor';

export interface PickerCellEditorProps extends CellEditorProps {
  picker: 'user' | 'depart';
  store: string;
  text: string;
  cache: TextCache;
}

/** What the cell needs of a picker: both the user and the department picker fit. */
type PickerComponent = (props: {
  value: string;
  multiple: boolean;
  storeField: string;
  textField: string;
  placeholder?: string;
  onChange: (change: { value: string; rows: Record<string, unknown>[] }) => void;
}) => ReactElement;

const PICKERS: Record<PickerCellEditorProps['picker'], PickerComponent> = { user: UserPicker, depart: DepartPicker };

/** The picker's field in the cell; its dialog's confirm stores the choice and ends the edit. */
export function PickerCellEditor({
  picker,
  store,
  text,
  cache,
  column,
  value,
  onChange,
}: PickerCellEditorProps): ReactElement {
  const anchor = useRef<HTMLDivElement>(null);
  const Picker = PICKERS[picker];
  useEffect(() => {
    // The picker's field takes the keyboard: Enter or Space opens its dialog.
    anchor.current?.querySelector<HTMLInputElement>('input')?.focus();
  }, []);
  return (
    <PickerAnchor ref={anchor} onKeyDown={keepKeysInside}>
      <Picker
        value={cellText(value)}
        multiple={column.multi ?? false}
        storeField={store}
        textField={text}
        placeholder={column.placeholder}
        onChange={(change) => {
          cache.remember(change.rows.map((row) => [String(row[store] ?? ''), String(row[text] ?? '')] as const));
          onChange(change.value, true);
        }}
      />
    </PickerAnchor>
  );
}
