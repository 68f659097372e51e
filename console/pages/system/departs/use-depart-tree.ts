import { useCallback, useEffect, useMemo, useState } from 'react';
import { getAction, isSuccessful } from '../../../../elements/core/http';
import { allKeys, filterTree, useNotice, type TreeKey } from '../../../../elements/core/ui';
import { DEPART_URLS, findDepart, type DepartRecord } from './depart-record';

export interface DepartTreeState {
  /** The tree as shown: cut down to the departments matching the search. */
  shown: DepartRecord[];
  loading: boolean;
  keyword: string;
  setKeyword: (keyword: string) => void;
  expandedKeys: TreeKey[];
  setExpandedKeys: (keys: TreeKey[]) => void;
  selected: DepartRecord | null;
  select: (id: string | null) => void;
  /** Loads the tree again, keeping the selection when the department is still there. */
  reload: () => void;
}

/** The whole department tree, searched in place, with one department selected for editing. */
export function useDepartTree(): DepartTreeState {
  const { message } = useNotice();
  const [nodes, setNodes] = useState<DepartRecord[]>([]);
  const [loading, setLoading] = useState(false);
  const [keyword, setKeyword] = useState('');
  const [expanded, setExpanded] = useState<TreeKey[]>([]);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [loads, setLoads] = useState(0);

  useEffect(() => {
    let current = true;
    setLoading(true);
    getAction<DepartRecord[]>(DEPART_URLS.tree)
      .then((answer) => {
        if (!current) return;
        if (!isSuccessful(answer)) {
          message.warning(answer.message);
          return;
        }
        const tree = Array.isArray(answer.result) ? answer.result : [];
        setNodes(tree);
        // Opened fully the first time; afterwards the user's expansion is kept.
        setExpanded((shown) => (shown.length ? shown : allKeys(tree)));
      })
      // The HTTP client has shown why; the tree shown stays.
      .catch(() => undefined)
      .finally(() => current && setLoading(false));
    return () => {
      current = false;
    };
    // message is the provider's stable API.
  }, [loads]);

  const filtered = useMemo(() => filterTree(nodes, keyword), [nodes, keyword]);
  const reload = useCallback(() => setLoads((count) => count + 1), []);

  return {
    shown: filtered.nodes,
    loading,
    keyword,
    setKeyword,
    expandedKeys: keyword.trim() ? allKeys(filtered.nodes) : expanded,
    setExpandedKeys: setExpanded,
    selected: selectedId ? findDepart(nodes, selectedId) : null,
    select: setSelectedId,
    reload,
  };
}
