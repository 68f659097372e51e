import { useEffect, useState } from 'react';
import { loadDepartLevel, type DepartNode } from './depart-query';
import { failureText } from './failure-text';

/** The top departments, fetched each time a dialog opens; deeper levels load on expansion. */
export function useDepartRoots(active: boolean, onError: (message: string) => void): DepartNode[] {
  const [roots, setRoots] = useState<DepartNode[]>([]);
  useEffect(() => {
    if (!active) return;
    let current = true;
    loadDepartLevel().then(
      (nodes) => current && setRoots(nodes),
      (error: unknown) => current && onError(failureText(error)),
    );
    return () => {
      current = false;
    };
  }, [active, onError]);
  return roots;
}
