import { useCallback, useEffect, useState } from 'react';
import { getAction, isSuccessful } from '../../../../elements/core/http';
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

/** The whole menu table as a tree, every entry expanded at first. */
export function useMenuTree(): MenuTreeState {
  const { message } = useNotice();
  const [entries, setEntries] = useState<PermissionEntry[]>([]);
  const [loading, setLoading] = useState(true);
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());

  const reload = useCallback(() => {
    setLoading(true);
    getAction<PermissionEntry[]>(PERMISSION_URLS.list)
      .then((answer) => {
        if (isSuccessful(answer) && Array.isArray(answer.result)) setEntries(answer.result);
        else message.warning(answer.message);
      })
      // The HTTP client has shown why; the last tree stays.
      .catch(() => undefined)
      .finally(() => setLoading(false));
  }, [message]);

  useEffect(() => reload(), [reload]);

  return {
    entries,
    loading,
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
    reload,
  };
}
