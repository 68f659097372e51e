import { useState, type ReactElement, type SyntheticEvent } from 'react';
import type { CellType } from '../cells/cell-type';
import type { GridColumn, GridRow } from '../model/grid-types';
import type { DataColumnContext } from './data-column';
import { EditorWithRules } from './editor-with-rules';
import { gridClass } from './grid-sheet';
import { storeRowFields } from './row-fields';

/**
 * Keys, clicks and the clipboard inside an always-on editor are the field's: they must not reach
 * the grid, which would move its active cell on an arrow, take the focus from the field on a
 * click, or copy and paste whole cells.
 */
const keepInField = (event: SyntheticEvent) => event.stopPropagation();

export interface InlineEditorProps {
  column: GridColumn;
  row: GridRow;
  editor: NonNullable<CellType['renderEditor']>;
  context: DataColumnContext;
  ruled: boolean;
}

/**
 * A cell's editor shown at all times (always-edit). What is typed stays a draft of this cell,
 * checked against the column's rules as it is typed, until the editor commits it (Enter, leaving
 * the field, a choice in a list); a value stored from elsewhere (a reload, setValues) replaces
 * the draft.
 */
export function InlineEditor({ column, row, editor, context, ruled }: InlineEditorProps): ReactElement {
  const stored = row[column.key];
  const [draft, setDraft] = useState<unknown>(stored);
  const [shown, setShown] = useState<unknown>(stored);
  if (shown !== stored) {
    setShown(stored);
    setDraft(stored);
  }
  const draftRow = draft === stored ? row : { ...row, [column.key]: draft };
  const field = editor({
    inline: true,
    watched: ruled,
    column,
    row: draftRow,
    value: draft,
    onChange: (value, commit) => {
      setDraft(value);
      if (commit) context.setCell(row, column.key, value);
    },
    onRowFields: (values) => storeRowFields(context.setCell, row, values),
    onClose: (commit) => {
      if (commit) context.setCell(row, column.key, draft);
      else setDraft(stored);
    },
  });
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a wrapper that keeps the editor's keys, presses and clipboard from the grid; the editor inside is the interactive element
    <div
      className={gridClass.inlineEditor}
      onKeyDown={keepInField}
      onMouseDown={keepInField}
      onCopy={keepInField}
      onCut={keepInField}
      onPaste={keepInField}
    >
      {ruled ? (
        <EditorWithRules column={column} draft={draftRow} rows={context.rows} moneyDecimals={context.moneyDecimals}>
          {field}
        </EditorWithRules>
      ) : (
        field
      )}
    </div>
  );
}
