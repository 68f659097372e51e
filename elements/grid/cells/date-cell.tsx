import { DATE_FORMAT, DATETIME_FORMAT, TIME_FORMAT, isValidDateText } from '../../core/validation';
import type { GridColumn } from '../model/grid-types';
import type { CellType } from './cell-type';
import { cellText } from './cell-text';
import { lazyEditor } from './lazy-editor';

type DateKind = 'date' | 'datetime' | 'time';

const DEFAULT_FORMATS: Record<DateKind, string> = { date: DATE_FORMAT, datetime: DATETIME_FORMAT, time: TIME_FORMAT };

// The picker (and its calendar arithmetic) loads when a date cell is first edited: a grid that
// only shows dates draws them as text and carries none of it.
const DateCellEditor = lazyEditor(async () => (await import('./date-cell-editor')).DateCellEditor);

export function dateFormatOf(kind: DateKind, column: GridColumn): string {
  return column.format ?? DEFAULT_FORMATS[kind];
}

/**
 * date / datetime / time (and jdate): the product's picker in the column's format (the spec's by
 * default), whatever the browser's language; text that does not fit the format is dropped.
 */
export function dateCell(kind: DateKind): CellType {
  return {
    inlineEditor: true,
    renderView: ({ value }) => cellText(value),
    renderEditor: (props) => <DateCellEditor {...props} kind={kind} format={dateFormatOf(kind, props.column)} />,
    normalise: (value, column) => {
      const text = cellText(value).trim();
      return text === '' || isValidDateText(text, dateFormatOf(kind, column)) ? text : '';
    },
    width: kind === 'datetime' ? 200 : undefined,
    minWidth: kind === 'datetime' ? 190 : kind === 'date' ? 135 : undefined,
  };
}
