import { useRemoteData } from '../../core/remote';
import { departForest, type DepartNode } from './depart-query';

const NO_DEPARTS: DepartNode[] = [];

/** The department tree, fetched each time a dialog opens; `loading` until it arrives. */
export function useDepartForest(active: boolean, onError: (message: string) => void) {
  const read = useRemoteData<DepartNode[]>([], () => departForest(), {
    enabled: active,
    initialData: NO_DEPARTS,
    onError,
  });
  return { forest: read.data ?? NO_DEPARTS, loading: read.loading };
}
