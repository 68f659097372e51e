import type { ReactNode } from 'react';
import type { GridColumn, GridRow } from '../model/grid-types';

export interface CellViewProps {
  column: GridColumn;
  row: GridRow;
  value: unknown;
  /** For cells edited in place (checkbox): set the value at once. */
  onChange: (value: unknown) => void;
  disabled: boolean;
}

export interface CellEditorProps {
  column: GridColumn;
  row: GridRow;
  value: unknown;
  /** `commit` true ends the edit with this value. */
  onChange: (value: unknown, commit?: boolean) => void;
  /** Ends the edit, keeping (`true`) or dropping (`false`) what was typed. */
  onClose: (commit: boolean) => void;
}

/** One column type of widgets spec 3.1: how its cell reads and, if editable, how it edits. */
export interface CellType {
  renderView: (props: CellViewProps) => ReactNode;
  /** Absent for read-only types and for types edited in place. */
  renderEditor?: (props: CellEditorProps) => ReactNode;
  /** The value a committed edit stores (numbers are parsed on blur, for example). */
  normalise?: (value: unknown, column: GridColumn) => unknown;
  width?: number;
  minWidth?: number;
}
