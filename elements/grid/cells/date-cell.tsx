import { DATE_FORMAT, DATETIME_FORMAT, TIME_FORMAT, isValidDateText } from '../../core/validation';
import type { GridColumn } from '../model/grid-types';
import type { CellType } from './cell-type';
import { cellText } from './cell-text';
import { CellEditorInput } from './cell-editor-input';

type DateKind = 'date' | 'datetime' | 'time';

const DEFAULT_FORMATS: Record<DateKind, string> = { date: DATE_FORMAT, datetime: DATETIME_FORMAT, time: TIME_FORMAT };
const NATIVE_TYPES: Record<DateKind, string> = { date: 'date', datetime: 'datetime-local', time: 'time' };

export function dateFormatOf(kind: DateKind, column: GridColumn): string {
  return column.format ?? DEFAULT_FORMATS[kind];
}

/** The browser's picker speaks `YYYY-MM-DDTHH:mm:ss`; the cell stores `YYYY-MM-DD HH:mm:ss`. */
function toNative(kind: DateKind, text: string): string {
  return kind === 'datetime' ? text.replace(' ', 'T') : text;
}

/** The picker leaves out zero seconds (`12:30`); the stored text always carries them. */
function fromNative(kind: DateKind, text: string): string {
  if (text === '') return '';
  const stored = kind === 'datetime' ? text.replace('T', ' ') : text;
  return kind !== 'date' && /(^|\s)\d{2}:\d{2}$/.test(stored) ? `${stored}:00` : stored;
}

/**
 * date / datetime / time (and jdate): the browser's own picker for the default formats, a text
 * box checked against the format for any other; text that does not fit the format is dropped.
 */
export function dateCell(kind: DateKind): CellType {
  return {
    inlineEditor: true,
    renderView: ({ value }) => cellText(value),
    renderEditor: ({ column, value, onChange, onClose, inline }) => {
      const format = dateFormatOf(kind, column);
      const text = cellText(value);
      if (format !== DEFAULT_FORMATS[kind]) {
        return (
          <CellEditorInput
            autoFocus={!inline}
            aria-label={column.title}
            placeholder={format}
            value={text}
            onChange={(event) => onChange(event.target.value)}
            onBlur={() => onClose(true)}
          />
        );
      }
      return (
        <CellEditorInput
          autoFocus={!inline}
          type={NATIVE_TYPES[kind]}
          step={kind === 'date' ? undefined : 1}
          aria-label={column.title}
          value={toNative(kind, text)}
          onChange={(event) => onChange(fromNative(kind, event.target.value))}
          onBlur={() => onClose(true)}
        />
      );
    },
    normalise: (value, column) => {
      const text = cellText(value).trim();
      return text === '' || isValidDateText(text, dateFormatOf(kind, column)) ? text : '';
    },
    width: kind === 'datetime' ? 200 : undefined,
    minWidth: kind === 'datetime' ? 190 : kind === 'date' ? 135 : undefined,
  };
}
