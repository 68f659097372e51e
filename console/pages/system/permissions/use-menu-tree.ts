import { useState } from 'react';
import { getAction, HttpFailure, isSuccessful } from '../../../../elements/core/http';
import { useRemoteData } from '../../../../elements/core/remote';
import { useNotice } from '../../../../elements/core/ui';
import { parentMenuIds } from './menu-rows';
import { PERMISSION_URLS, type PermissionEntry } from './permission-record';

export interface MenuTreeState {
  entries: PermissionEntry[];
  loading: boolean;
  collapsed: ReadonlySet<string>;
  toggle: (id: string) => void;
  expandAll: () => void;
  collapseAll: () => void;
  reload: () => void;
}

const NO_ENTRIES: PermissionEntry[] = [];

/** The whole menu table as a tree, every entry expanded at first. */
export function useMenuTree(): MenuTreeState {
  const { message } = useNotice();
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
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
    collapsed,
    toggle: (id) =>
      setCollapsed((current) => {
        const next = new Set(current);
        if (next.has(id)) next.delete(id);
        else next.add(id);
        return next;
      }),
    expandAll: () => setCollapsed(new Set()),
    collapseAll: () => setCollapsed(new Set(parentMenuIds(entries))),
    reload: read.reload,
  };
}
