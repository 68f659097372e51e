import { useRemoteData } from '../../core/remote';
import { loadDepartLevel, type DepartNode } from './depart-query';

const NO_DEPARTS: DepartNode[] = [];

/** The top departments, fetched each time a dialog opens; deeper levels load on expansion. */
export function useDepartRoots(active: boolean, onError: (message: string) => void): DepartNode[] {
  const read = useRemoteData<DepartNode[]>([], () => loadDepartLevel(), {
    enabled: active,
    initialData: NO_DEPARTS,
    onError,
  });
  return read.data ?? NO_DEPARTS;
}
