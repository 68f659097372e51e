import { useCallback, useRef, useState } from 'react';
import type { TreeKey, TreeNode } from './tree-node';

// biome-ignore lint/suspicious/noConfusingVoidType: a host's loader that resolves with nothing (typed void) must fit.
export type LoadData<E extends object> = (node: TreeNode<E>) => Promise<TreeNode<E>[] | void>;

/**
 * Children fetched on first expansion. `loadData` may return the children (kept here) or
 * update the tree data itself and return nothing. Either way the node counts as loaded, so a
 * node that got no children becomes a leaf; a failed load leaves it loadable for another try.
 */
export function useLazyChildren<E extends object>(loadData: LoadData<E> | undefined) {
  const [children, setChildren] = useState<ReadonlyMap<TreeKey, TreeNode<E>[]>>(new Map());
  const [loaded, setLoaded] = useState<ReadonlySet<TreeKey>>(new Set());
  const [loading, setLoading] = useState<ReadonlySet<TreeKey>>(new Set());
  const inFlight = useRef(new Set<TreeKey>());

  const load = useCallback(
    async (node: TreeNode<E>) => {
      if (!loadData || inFlight.current.has(node.key)) return;
      inFlight.current.add(node.key);
      setLoading(new Set(inFlight.current));
      try {
        const arrived = await loadData(node);
        if (Array.isArray(arrived)) setChildren((current) => new Map(current).set(node.key, arrived));
        setLoaded((current) => new Set(current).add(node.key));
      } catch {
        // Not marked as loaded: expanding the node again retries.
      } finally {
        inFlight.current.delete(node.key);
        setLoading(new Set(inFlight.current));
      }
    },
    [loadData],
  );

  return { children, loaded, loading, load };
}
