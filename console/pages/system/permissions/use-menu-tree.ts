import { useState } from 'react';
import { getAction, HttpFailure, isSuccessful } from '../../../../elements/core/http';
import { useRemoteData } from '../../../../elements/core/remote';
import { useNotice } from '../../../../elements/core/ui';
import { ancestorMenuIds, parentMenuIds } from './menu-rows';
import { PERMISSION_URLS, type PermissionEntry } from './permission-record';

export interface MenuTreeState {
  entries: PermissionEntry[];
  loading: boolean;
  expanded: ReadonlySet<string>;
  toggle: (id: string) => void;
  expandAll: () => void;
  collapseAll: () => void;
  /** Opens the entries above the one with id `id` (a parent it was just added under), so it shows. */
  reveal: (id: string) => void;
  reload: () => void;
}

const NO_ENTRIES: PermissionEntry[] = [];

/**
 * The whole menu table as a tree, open at its top-level menus as JeecgBoot's menu list opens: the
 * demo tree alone is 414 entries, most of them buttons nobody looks for by scrolling.
 */
export function useMenuTree(): MenuTreeState {
  const { message } = useNotice();
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const read = useRemoteData<PermissionEntry[]>(
    [],
    async (signal) => {
      const answer = await getAction<PermissionEntry[]>(PERMISSION_URLS.list, undefined, { signal });
      if (isSuccessful(answer) && Array.isArray(answer.result)) return answer.result;
      throw new HttpFailure(answer.message, answer);
    },
    {
      // The HTTP client has shown why a request failed; a refusal is shown here. The last tree stays.
      onError: (text, failure) => {
        if (failure instanceof HttpFailure) message.warning(text);
      },
    },
  );
  const entries = read.data ?? NO_ENTRIES;

  return {
    entries,
    loading: read.loading,
    expanded,
    toggle: (id) =>
      setExpanded((current) => {
        const next = new Set(current);
        if (next.has(id)) next.delete(id);
        else next.add(id);
        return next;
      }),
    expandAll: () => setExpanded(new Set(parentMenuIds(entries))),
    collapseAll: () => setExpanded(new Set()),
    reveal: (id) => setExpanded((current) => new Set([...current, ...ancestorMenuIds(entries, id), id])),
    reload: read.reload,
  };
}
