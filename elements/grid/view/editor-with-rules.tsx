import { useEffect, useState, type ReactElement, type ReactNode } from 'react';
import type { MoneyDecimals } from '../../core/validation';
import type { GridColumn, GridRow } from '../model/grid-types';
import { validateGridCell } from '../model/grid-validation';
import { CellError, EditorFrame } from './grid.styles';

export interface EditorWithRulesProps {
  column: GridColumn;
  /** The row with the value being typed. */
  draft: GridRow;
  /** All rows, for the 'only' rule. */
  rows: () => readonly GridRow[];
  moneyDecimals?: MoneyDecimals;
  children: ReactNode;
}

/** An open editor that checks the column's rules on input, showing the first failing message under it. */
export function EditorWithRules({ column, draft, rows, moneyDecimals, children }: EditorWithRulesProps): ReactElement {
  const [message, setMessage] = useState<string | undefined>();
  const value = draft[column.key];
  useEffect(() => {
    let current = true;
    void validateGridCell(rows(), draft, column, moneyDecimals).then((found) => {
      if (current) setMessage(found);
    });
    return () => {
      current = false;
    };
    // Keyed on the typed value, not on the draft row, which is a new object on every render.
  }, [value, column, moneyDecimals, rows]);
  return (
    <EditorFrame>
      {children}
      {message !== undefined && <CellError role="alert">{message}</CellError>}
    </EditorFrame>
  );
}
