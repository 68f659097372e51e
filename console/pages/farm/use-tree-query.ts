import { useState } from 'react';
import type { ListPageState } from '../../../elements/list';
import { queryGiven } from './tree-list';

/**
 * The tree list's `hasQuery`: 'false' asks getTreeData for the top level, 'true' (once the
 * query bar or the advanced query holds something) for every matching row, as OnlCgformTreeList
 * sends it. Off (no tree), the list is left as it is.
 */
export function useTreeQuery(enabled: boolean) {
  const [barQuery, setBarQuery] = useState(false);
  const [advancedQuery, setAdvancedQuery] = useState(false);
  const fixedParams = enabled ? { hasQuery: String(barQuery || advancedQuery) } : undefined;
  const watch = <Row>(list: ListPageState<Row>): ListPageState<Row> =>
    enabled
      ? {
          ...list,
          search: () => {
            setBarQuery(queryGiven(list.query));
            list.search();
          },
          reset: () => {
            setBarQuery(false);
            setAdvancedQuery(false);
            list.reset();
          },
          setAdvancedQuery: (query) => {
            setAdvancedQuery(Boolean(query && query.params.length > 0));
            list.setAdvancedQuery(query);
          },
        }
      : list;
  return { fixedParams, watch };
}
