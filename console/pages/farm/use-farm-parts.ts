import { useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../../elements/core/i18n';
import { useNotice } from '../../../elements/core/ui';
import type { EditableGridHandle, GridColumn, GridData, GridRow, TabbedGrid } from '../../../elements/grid';
import type { FarmDeclaration, FarmPart } from './farm-declaration';
import { partBody, partColumns } from './farm-part-grid';
import { readPartRows } from './farm-part-read';

export interface FarmPartsState {
  parts: readonly FarmPart[];
  columns: Readonly<Record<string, GridColumn[]>>;
  /** The rows each sub-table starts from, by part code, for the record being edited. */
  rows: Readonly<Record<string, GridRow[]>>;
  /** The tab shown: the first part, or the part whose table failed its rules. */
  activeTab: string;
  showTab: (code: string) => void;
  /** Where each sub-table's grid registers its handle. */
  gridRef: (code: string) => (handle: EditableGridHandle | null) => void;
  /** Reads the parts of a stored master (none for a new one); false when they could not be read. */
  load: (masterId: string | null) => Promise<boolean>;
  /** The sub-tables to validate with the form, each named by its tab. */
  tables: () => TabbedGrid[];
  /** The add/edit body's part lists from the validated tables. */
  body: (tables: Record<string, GridData>) => Record<string, unknown>;
}

/** The sub-tables of a master's form (JeecgBoot's one-to-many form): one tab and grid per part. */
export function useFarmParts(declaration: FarmDeclaration): FarmPartsState {
  const { t } = useTranslation();
  const { message } = useNotice();
  const parts = useMemo(() => declaration.parts ?? [], [declaration]);
  const [rows, setRows] = useState<Record<string, GridRow[]>>({});
  const [activeTab, setActiveTab] = useState(parts[0]?.code ?? '');
  const grids = useRef(new Map<string, EditableGridHandle>());
  // One ref callback per part, so React does not detach and attach the grids on every render.
  const refCallbacks = useRef(new Map<string, (handle: EditableGridHandle | null) => void>());
  const columns = useMemo(
    () => Object.fromEntries(parts.map((part) => [part.code, partColumns(part, declaration, t)])),
    [declaration, parts, t],
  );

  const readRows = async (part: FarmPart, masterId: string): Promise<GridRow[] | null> => {
    const answer = await readPartRows(declaration, part, masterId);
    if ('rows' in answer) return answer.rows;
    message.warning(answer.refused);
    return null;
  };

  const load = async (masterId: string | null) => {
    setActiveTab(parts[0]?.code ?? '');
    if (!masterId) {
      setRows(Object.fromEntries(parts.map((part) => [part.code, []])));
      return true;
    }
    try {
      const read = await Promise.all(parts.map((part) => readRows(part, masterId)));
      if (read.some((partRows) => partRows === null)) return false;
      setRows(Object.fromEntries(parts.map((part, index) => [part.code, read[index] ?? []])));
      return true;
    } catch {
      // The HTTP client has shown why.
      return false;
    }
  };

  return {
    parts,
    columns,
    rows,
    activeTab,
    showTab: setActiveTab,
    gridRef: (code) => {
      let callback = refCallbacks.current.get(code);
      if (!callback) {
        callback = (handle) => {
          if (handle) grids.current.set(code, handle);
          else grids.current.delete(code);
        };
        refCallbacks.current.set(code, callback);
      }
      return callback;
    },
    load,
    tables: () => parts.map((part) => ({ tabKey: part.code, grid: grids.current.get(part.code) })),
    body: (tables) =>
      Object.fromEntries(parts.map((part) => [part.listKey, partBody(part, tables[part.code]?.tableData ?? [])])),
  };
}
