import type { KeyboardEvent, ReactElement, ReactNode } from 'react';
import { useRef } from 'react';
import { Empty, Spin } from '../../core/ui';
import { rowKeyAction } from './row-keys';
import { SelectCell, Table, TableFrame } from './pick-table.styles';

export interface PickColumn<Row> {
  key: string;
  title: ReactNode;
  width?: number;
  render?: (row: Row) => ReactNode;
}

export interface PickTableProps<Row extends object> {
  rows: readonly Row[];
  columns: readonly PickColumn<Row>[];
  rowKey: (row: Row) => string;
  selectedKeys: ReadonlySet<string>;
  multiple: boolean;
  onToggle: (row: Row) => void;
  loading?: boolean;
  label: string;
  maxHeight?: number;
}

const cellText = (row: object, key: string): ReactNode => {
  const value = (row as Record<string, unknown>)[key];
  return value === null || value === undefined ? '' : String(value);
};

/**
 * A table of records to pick from. A click anywhere on a row, or Space / Enter on the focused
 * row, toggles it once (the check box inside is only its picture, so one click is one choice);
 * arrow keys move between rows.
 */
export function PickTable<Row extends object>(props: PickTableProps<Row>): ReactElement {
  const { rows, columns, rowKey, selectedKeys, multiple, onToggle, loading = false, label, maxHeight } = props;
  const body = useRef<HTMLTableSectionElement>(null);

  const onKeyDown = (event: KeyboardEvent<HTMLTableRowElement>, index: number) => {
    const action = rowKeyAction(event.key, index, rows.length);
    const row = rows[index];
    if (!action || !row) return;
    event.preventDefault();
    if (action.type === 'toggle') onToggle(row);
    else body.current?.querySelectorAll<HTMLTableRowElement>('tr')[action.index]?.focus();
  };

  return (
    <Spin spinning={loading}>
      <TableFrame style={{ maxHeight }}>
        <Table role="grid" aria-label={label} aria-multiselectable={multiple}>
          <thead>
            <tr>
              {/* biome-ignore lint/a11y/noAriaHiddenOnFocusable: the check-box column's empty header takes no focus (no tabindex); readers skip it. */}
              <th aria-hidden="true" />
              {columns.map((column) => (
                <th key={column.key} style={{ width: column.width }}>
                  {column.title}
                </th>
              ))}
            </tr>
          </thead>
          <tbody ref={body}>
            {rows.map((row, index) => {
              const key = rowKey(row);
              const selected = selectedKeys.has(key);
              return (
                <tr
                  key={key}
                  data-key={key}
                  aria-selected={selected}
                  tabIndex={index === 0 ? 0 : -1}
                  onClick={() => onToggle(row)}
                  onKeyDown={(event) => onKeyDown(event, index)}
                >
                  <SelectCell>
                    <input
                      type={multiple ? 'checkbox' : 'radio'}
                      checked={selected}
                      readOnly
                      tabIndex={-1}
                      aria-hidden="true"
                      style={{ pointerEvents: 'none' }}
                    />
                  </SelectCell>
                  {columns.map((column) => (
                    <td key={column.key}>{column.render ? column.render(row) : cellText(row, column.key)}</td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </Table>
        {!loading && rows.length === 0 && <Empty />}
      </TableFrame>
    </Spin>
  );
}
