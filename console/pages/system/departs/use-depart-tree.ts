import { useMemo, useState } from 'react';
import { getAction, HttpFailure, isSuccessful } from '../../../../elements/core/http';
import { useRemoteData } from '../../../../elements/core/remote';
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

const NO_DEPARTS: DepartRecord[] = [];

/** The whole department tree, searched in place, with one department selected for editing. */
export function useDepartTree(): DepartTreeState {
  const { message } = useNotice();
  const [keyword, setKeyword] = useState('');
  // Null until the user opens or closes a department: the tree is first shown fully opened.
  const [expanded, setExpanded] = useState<TreeKey[] | null>(null);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const read = useRemoteData<DepartRecord[]>(
    [],
    async (signal) => {
      const answer = await getAction<DepartRecord[]>(DEPART_URLS.tree, undefined, { signal });
      if (!isSuccessful(answer)) throw new HttpFailure(answer.message, answer);
      return Array.isArray(answer.result) ? answer.result : [];
    },
    {
      // The HTTP client has shown why a request failed; a refusal is shown here. The tree shown stays.
      onError: (text, failure) => {
        if (failure instanceof HttpFailure) message.warning(text);
      },
    },
  );
  const nodes = read.data ?? NO_DEPARTS;

  const filtered = useMemo(() => filterTree(nodes, keyword), [nodes, keyword]);
  return {
    shown: filtered.nodes,
    loading: read.loading,
    keyword,
    setKeyword,
    expandedKeys: keyword.trim() ? allKeys(filtered.nodes) : (expanded ?? allKeys(nodes)),
    setExpandedKeys: setExpanded,
    selected: selectedId ? findDepart(nodes, selectedId) : null,
    select: setSelectedId,
    reload: read.reload,
  };
}
