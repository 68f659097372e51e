import { useEffect, useRef, type ReactElement } from 'react';
import { ReportPicker } from '../../pickers';
import type { CellEditorProps } from './cell-type';
import { cellText } from './cell-text';
import { PickerAnchor, keepKeysInside } from './editor-anchor';

/** The report picker's field in the cell; its confirm fills the row's target fields and ends the edit. */
export function PopupCellEditor({ column, value, onRowFields }: CellEditorProps): ReactElement {
  const anchor = useRef<HTMLDivElement>(null);
  useEffect(() => {
    anchor.current?.querySelector<HTMLInputElement>('input')?.focus();
  }, []);
  return (
    <PickerAnchor ref={anchor} onKeyDown={keepKeysInside}>
      <ReportPicker
        code={column.popupCode}
        originFields={column.orgFields}
        targetFields={column.destFields}
        field={column.key}
        value={cellText(value)}
        placeholder={column.placeholder}
        // Every target field is a key of this row: the chosen report rows fill them all at once.
        onChange={(change) => onRowFields(change.targets)}
      />
    </PickerAnchor>
  );
}
