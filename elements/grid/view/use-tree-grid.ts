import '../../core/i18n/catalogues/grid-rows';
import { useCallback, useMemo } from 'react';
import type { Column } from 'react-data-grid';
import { HttpFailure } from '../../core/http';
import { t } from '../../core/i18n';
import { useRemoteData } from '../../core/remote';
import { useNotice } from '../../core/ui';
import { addTreeChildren, type GridState, updateTree } from '../model/grid-state';
import type { GridRow } from '../model/grid-types';
import type { StatisticsRow } from '../model/statistics';
import { getAction } from '../model/server-calls';
import {
  flattenNodes,
  readTreeResult,
  shownTree,
  treeParams,
  TreeResultUnrecognised,
  type TreeGridConfig,
} from '../model/tree-rows';
import { childrenFailed, collapseNode, expandNode, needsChildren } from '../model/tree-state';
import { treeColumn } from './tree-column';
import type { GridStore } from './use-grid-store';
import { useLatest } from './use-latest';

const NO_NODES: readonly Record<string, unknown>[] = [];

/**
 * The tree table's rows: the top level (given `rows`, or loaded from `url` with the top parent
 * id) with what it says of the tree, and the reading of a node's children (which nodes are
 * expanded and loading is the grid's store's). An answer that is neither a list nor has records
 * shows 返回数据类型不识别.
 */
export function useTreeGrid(config: TreeGridConfig | undefined, givenRows: readonly GridRow[] | undefined) {
  const { message } = useNotice();
  // Hosts may pass a new but equal config object on every render: requests follow its content.
  const configKey = config ? JSON.stringify(config) : '';
  const latestConfig = useLatest(config);

  const readLevel = useCallback(
    async (url: string, parentId: string): Promise<Record<string, unknown>[]> => {
      const answer = await getAction(url, treeParams(latestConfig.current ?? {}, parentId));
      if (!answer.success) {
        if (answer.message) message.warning(answer.message);
        throw new HttpFailure(answer.message ?? '', answer);
      }
      return readTreeResult(answer.result);
    },
    [latestConfig, message],
  );

  const reportFailure = useCallback(
    (error: unknown) => {
      // Transport failures are reported by the HTTP client's own notices.
      if (error instanceof TreeResultUnrecognised) message.error(t('gridRows.treeResultUnrecognised'));
    },
    [message],
  );

  const loadsTop = Boolean(config?.url) && givenRows === undefined;
  // The config is read through `latestConfig`; its content (configKey) is what asks for a new request.
  const top = useRemoteData<readonly Record<string, unknown>[]>(
    [configKey],
    () => readLevel(latestConfig.current?.url ?? '', latestConfig.current?.topValue ?? ''),
    { enabled: loadsTop, onError: (_message, failure) => reportFailure(failure) },
  );
  const topNodes = top.data ?? NO_NODES;

  const enabled = config !== undefined;
  const base = useMemo(
    () => (enabled ? flattenNodes(givenRows ?? topNodes, null) : null),
    [enabled, givenRows, topNodes],
  );

  /** Where a node's children come from, if anywhere. */
  const childrenUrl = useCallback(() => latestConfig.current?.childrenUrl ?? latestConfig.current?.url, [latestConfig]);

  return {
    enabled,
    rows: base?.rows,
    levels: base ?? undefined,
    hasChildField: config?.hasChildField,
    childrenUrl,
    readLevel,
    reportFailure,
  };
}

/**
 * Expands or collapses a node in the grid's store; a first expansion of a node whose children
 * are not known asks for them, and the rows and the tree take them together when they arrive.
 */
function useTreeToggle(tree: ReturnType<typeof useTreeGrid>, store: GridStore) {
  const { childrenUrl, readLevel, reportFailure } = tree;
  return useCallback(
    async (row: GridRow) => {
      const id = row.id;
      const now = store.getState().tree;
      if (now.shape.expanded.has(id)) {
        store.update((state) => updateTree(state, (previous) => collapseNode(previous, id)));
        return;
      }
      const url = childrenUrl();
      const load = Boolean(url) && needsChildren(now, id);
      store.update((state) => updateTree(state, (previous) => expandNode(previous, id, load)));
      if (!url || !load) return;
      try {
        const nodes = await readLevel(url, id);
        store.update((state) => addTreeChildren(state, id, flattenNodes(nodes, id)));
      } catch (error) {
        // A refusal (its message shown) or a failure: the node closes, and a next expansion asks again.
        store.update((state) => updateTree(state, (previous) => childrenFailed(previous, id)));
        reportFailure(error);
      }
    },
    [childrenUrl, readLevel, reportFailure, store],
  );
}

/**
 * What the grid draws of a tree: the shown rows (expanded branches and placeholders) and the
 * data columns wrapped with levels and expanders. Without a tree, the rows as they are.
 */
export function useDrawnTree(
  tree: ReturnType<typeof useTreeGrid>,
  { store, state }: { store: GridStore; state: GridState },
  firstColumnKey: string | undefined,
) {
  const { enabled, hasChildField } = tree;
  const { shape } = state.tree;
  const rows = state.rowState.rows;
  const toggle = useTreeToggle(tree, store);
  const shown = useMemo(
    () => (enabled ? shownTree(rows, shape, firstColumnKey, t('gridRows.treeLoading'), hasChildField) : null),
    [enabled, firstColumnKey, hasChildField, rows, shape],
  );
  const wrap = useCallback(
    (column: Column<GridRow, StatisticsRow>, index: number) =>
      shown ? treeColumn(column, index === 0, { shown, shape, onToggle: (row) => void toggle(row) }) : column,
    [shape, shown, toggle],
  );
  const isPlaceholder = useCallback((row: GridRow) => Boolean(shown?.placeholders.has(row.id)), [shown]);
  return { rows: shown?.rows ?? rows, wrap, isPlaceholder };
}
