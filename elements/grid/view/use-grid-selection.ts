import { useCallback, useRef, useState } from 'react';
import type { GridRow } from '../model/grid-types';

/** Whether a row matches every field of JeecgBoot's `disabledRows` (and so cannot be selected). */
export function rowSelectionDisabled(row: GridRow, disabledRows: Record<string, unknown> | undefined): boolean {
  if (!disabledRows) return false;
  const fields = Object.entries(disabledRows);
  return fields.length > 0 && fields.every(([key, value]) => row[key] === value);
}

/** The selected row ids, readable at once by the ref methods. */
export function useGridSelection() {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const latest = useRef(selected);
  const replace = useCallback((next: ReadonlySet<string>) => {
    latest.current = next;
    setSelected(next);
  }, []);
  return { selected, latest, replace };
}
