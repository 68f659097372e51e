import { useEffect, useState } from 'react';
import { departForest, type DepartNode } from './depart-query';
import { failureText } from './failure-text';

/** The department tree, fetched each time a dialog opens; `loading` until it arrives. */
export function useDepartForest(active: boolean, onError: (message: string) => void) {
  const [forest, setForest] = useState<DepartNode[]>([]);
  const [loading, setLoading] = useState(false);
  useEffect(() => {
    if (!active) return;
    let current = true;
    setLoading(true);
    departForest()
      .then(
        (nodes) => current && setForest(nodes),
        (error: unknown) => current && onError(failureText(error)),
      )
      .finally(() => current && setLoading(false));
    return () => {
      current = false;
    };
  }, [active, onError]);
  return { forest, loading };
}
