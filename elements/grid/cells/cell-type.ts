import type { ReactNode } from 'react';
import type { GridColumn, GridRow } from '../model/grid-types';

export interface CellViewProps {
  column: GridColumn;
  row: GridRow;
  value: unknown;
  /** For cells edited in place (checkbox): set the value at once. */
  onChange: (value: unknown) => void;
  disabled: boolean;
  /** The host's renderers of slot columns, by `slotName`. */
  slots?: GridSlots;
}

/** What a slot renderer gets: the cell, and a way to store a new value as a user's edit. */
export interface SlotProps {
  column: GridColumn;
  row: GridRow;
  value: unknown;
  disabled: boolean;
  setValue: (value: unknown) => void;
}

/**
 * Draws a slot column's cell. React hosts return React content; `<farm-grid>` hosts may also
 * return a DOM node (it is mounted into the cell as it is) or a string (shown as text).
 */
export type SlotRenderer = (props: SlotProps) => ReactNode | Node;

export type GridSlots = Readonly<Record<string, SlotRenderer>>;

export interface CellEditorProps {
  column: GridColumn;
  row: GridRow;
  value: unknown;
  /** `commit` true ends the edit with this value. */
  onChange: (value: unknown, commit?: boolean) => void;
  /** Stores several fields of the row as user edits and ends the edit (a popup fills its targets). */
  onRowFields: (values: Record<string, unknown>) => void;
  /** Ends the edit, keeping (`true`) or dropping (`false`) what was typed. */
  onClose: (commit: boolean) => void;
  /** Drawn at all times in its cell (always-edit): it must not take the focus when it mounts. */
  inline?: boolean;
  /**
   * Something reads the value on every key (the column's rules, checked as they are typed). When
   * nothing does, a text editor may keep what is typed to itself until the edit ends.
   */
  watched?: boolean;
}

/** One column type of widgets spec 3.1: how its cell reads and, if editable, how it edits. */
export interface CellType {
  renderView: (props: CellViewProps) => ReactNode;
  /** Absent for read-only types and for types edited in place. */
  renderEditor?: (props: CellEditorProps) => ReactNode;
  /**
   * Its editor is a plain field that can stand in its cell at all times (always-edit). Editors
   * that open a pop-up, a picker or a dialog still open one cell at a time.
   */
  inlineEditor?: boolean;
  /** The value a committed edit stores (numbers are parsed on blur, for example). */
  normalise?: (value: unknown, column: GridColumn) => unknown;
  width?: number;
  minWidth?: number;
}
