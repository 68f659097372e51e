import type { ReactElement } from 'react';
import { Popup } from '../../core/ui';
import { DictSelect } from '../../pickers';
import type { TextCache } from '../model/text-cache';
import type { CellEditorProps } from './cell-type';
import { cellText } from './cell-text';
import { EditorAnchor, EditorText, keepKeysInside } from './editor-anchor';
import { useCachedText } from './use-cached-text';

/** The grid's async search waits 300 ms after typing (spec 9 search debounce), 10 options a page. */
export const ASYNC_SEARCH_DEBOUNCE_MS = 300;
const SEARCH_POPUP = { width: 240, height: 42 } as const;

/** The dictionary search in a pop-up under the cell; choosing an option stores it and ends the edit. */
export function SearchCellEditor({
  column,
  value,
  onChange,
  cache,
}: CellEditorProps & { cache: TextCache | undefined }): ReactElement {
  const text = useCachedText(cache, value);
  return (
    <EditorAnchor onKeyDown={keepKeysInside}>
      <EditorText>{text}</EditorText>
      <Popup width={SEARCH_POPUP.width} height={SEARCH_POPUP.height} selectText aria-label={column.title}>
        <DictSelect
          type="search"
          dictCode={column.dictCode}
          value={cellText(value)}
          placeholder={column.placeholder}
          searchDebounce={ASYNC_SEARCH_DEBOUNCE_MS}
          onChange={(change) => {
            cache?.remember(change.rows.map((item) => [item.value, item.text] as const));
            onChange(change.value, true);
          }}
        />
      </Popup>
    </EditorAnchor>
  );
}
