import type { KeyboardEvent, ReactElement } from 'react';
import { DatePicker, type PickerKind } from '../../core/ui';
import type { CellEditorProps } from './cell-type';
import { cellText } from './cell-text';
import { EditorAnchor, keepKeysInside } from './editor-anchor';
import { markHandledByEditor } from './editor-handled-keys';

export interface DateCellEditorProps extends CellEditorProps {
  kind: PickerKind;
  format: string;
}

/**
 * The picker in the cell, in the column's format: a day, month or year chosen (or a complete
 * text typed) is stored at once; Enter on the closed box and leaving the picker end the edit,
 * Escape on the closed box cancels it as in any cell.
 */
export function DateCellEditor({
  kind,
  format,
  column,
  value,
  onChange,
  onClose,
  inline,
}: DateCellEditorProps): ReactElement {
  const onBoxKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    markHandledByEditor(event.nativeEvent);
    event.preventDefault();
    onClose(true);
  };
  // Every key in the open panel is the panel's (Tab walks its columns and buttons); in the box,
  // the grid keeps Tab and Escape as in any cell.
  const keepKeys = (event: KeyboardEvent<HTMLElement>) => {
    if ((event.target as Element).closest('[data-picker-panel]')) event.stopPropagation();
    else keepKeysInside(event);
  };
  return (
    <EditorAnchor onKeyDown={keepKeys}>
      <DatePicker
        kind={kind}
        format={format}
        size="small"
        autoFocus={!inline}
        aria-label={column.title}
        placeholder={column.placeholder}
        value={cellText(value)}
        style={{ width: '100%', minWidth: 0 }}
        onChange={(next) => onChange(next, true)}
        onKeyDown={onBoxKey}
        onLeave={() => onClose(true)}
      />
    </EditorAnchor>
  );
}
