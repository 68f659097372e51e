import type { CellType, CellViewProps } from './cell-type';
import { lazyEditor } from './lazy-editor';
import { dictTextCache } from './text-caches';
import { useCachedText } from './use-cached-text';

const SearchCellEditor = lazyEditor(async () => (await import('./sel-search-async-editor')).SearchCellEditor);

function SearchedText({ column, value }: CellViewProps): string {
  return useCachedText(column.dictCode ? dictTextCache(column.dictCode) : undefined, value);
}

/**
 * sel_search_async: the dictionary (`dictCode`) searched on the server as the user types
 * (300 ms after the last key), through the dictionary select's search; the cell shows the
 * chosen value's text.
 */
export const selSearchAsyncCell: CellType = {
  renderView: (props) => <SearchedText {...props} />,
  renderEditor: (props) => (
    <SearchCellEditor {...props} cache={props.column.dictCode ? dictTextCache(props.column.dictCode) : undefined} />
  ),
};
