import { DEPART_SELECT_WIDTH, PICKER_MIN_WIDTH, USER_SELECT_WIDTH } from '../model/column-widths';
import type { TextCache } from '../model/text-cache';
import type { CellType, CellViewProps } from './cell-type';
import { lazyEditor } from './lazy-editor';
import { departTextCache, userTextCache } from './text-caches';
import { useCachedText } from './use-cached-text';

interface PickerKind {
  picker: 'user' | 'depart';
  /** Stored and shown fields unless the column's `store` / `text` say otherwise. */
  store: string;
  text: string;
  cache: (store: string, text: string) => TextCache;
}

const USER: PickerKind = { picker: 'user', store: 'username', text: 'realname', cache: userTextCache };
const DEPART: PickerKind = { picker: 'depart', store: 'id', text: 'departName', cache: departTextCache };

const PickerCellEditor = lazyEditor(async () => (await import('./picker-cell-editor')).PickerCellEditor);

function PickedText({ kind, column, value }: CellViewProps & { kind: PickerKind }): string {
  return useCachedText(kind.cache(column.store ?? kind.store, column.text ?? kind.text), value);
}

function pickerCell(kind: PickerKind, width: number): CellType {
  return {
    renderView: (props) => <PickedText {...props} kind={kind} />,
    renderEditor: (props) => {
      const store = props.column.store ?? kind.store;
      const text = props.column.text ?? kind.text;
      return (
        <PickerCellEditor {...props} picker={kind.picker} store={store} text={text} cache={kind.cache(store, text)} />
      );
    },
    width,
    minWidth: PICKER_MIN_WIDTH,
  };
}

/** sel_user: users picked by department (usernames stored, real names shown), 220 wide. */
export const selUserCell = pickerCell(USER, USER_SELECT_WIDTH);

/** sel_depart: departments picked from the tree (ids stored, names shown), 160 wide at least 190. */
export const selDepartCell = pickerCell(DEPART, DEPART_SELECT_WIDTH);
