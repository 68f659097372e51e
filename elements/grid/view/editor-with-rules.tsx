import { useEffect, useLayoutEffect, useRef, useState, type ReactElement, type ReactNode } from 'react';
import { BLUR_VALIDATION_DELAY_MS, type MoneyDecimals } from '../../core/validation';
import type { GridColumn, GridRow } from '../model/grid-types';
import { validateGridCell } from '../model/grid-validation';
import { gridClass } from './grid-sheet';

export interface EditorWithRulesProps {
  column: GridColumn;
  /** The row with the value being typed. */
  draft: GridRow;
  /** All rows, for the 'only' rule. */
  rows: () => readonly GridRow[];
  moneyDecimals?: MoneyDecimals;
  /** The editor closed (its field lost focus): the stored cell is checked 100 ms later (spec 5.1). */
  onClosed?: () => void;
  children: ReactNode;
}

/** An open editor of a column with rules: checks them on input, showing the first failing message under it. */
export function EditorWithRules({
  column,
  draft,
  rows,
  moneyDecimals,
  onClosed,
  children,
}: EditorWithRulesProps): ReactElement {
  const [message, setMessage] = useState<string | undefined>();
  const closed = useRef(onClosed);
  useLayoutEffect(() => {
    closed.current = onClosed;
  });
  // An editor left unchanged commits nothing, so its rules would not run: blur checks them anyway.
  useEffect(() => () => void setTimeout(() => closed.current?.(), BLUR_VALIDATION_DELAY_MS), []);
  const value = draft[column.key];
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed on the typed value, not on the draft row, which is a new object on every render.
  useEffect(() => {
    let current = true;
    void validateGridCell(rows(), draft, column, moneyDecimals, { trigger: 'input' }).then((found) => {
      if (current) setMessage(found);
    });
    return () => {
      current = false;
    };
  }, [value, column, moneyDecimals, rows]);
  return (
    <div className={gridClass.editor}>
      {children}
      {message !== undefined && (
        <div className={gridClass.cellError} role="alert">
          {message}
        </div>
      )}
    </div>
  );
}
