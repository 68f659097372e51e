import '../../core/i18n/catalogues/grid-rows';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Column } from 'react-data-grid';
import { t } from '../../core/i18n';
import { useNotice } from '../../core/ui';
import type { GridRow } from '../model/grid-types';
import type { RowState } from '../model/row-state';
import type { StatisticsRow } from '../model/statistics';
import { getAction } from '../model/server-calls';
import {
  EMPTY_SHAPE,
  flattenNodes,
  readTreeResult,
  shownTree,
  treeParams,
  TreeResultUnrecognised,
  withChildren,
  type TreeGridConfig,
  type TreeShape,
} from '../model/tree-rows';
import { treeColumn } from './tree-column';
import { useLatest } from './use-latest';

type UpdateRows = (change: (previous: RowState) => RowState) => void;

const NO_NODES: readonly Record<string, unknown>[] = [];

/**
 * The tree table: the top level (given `rows`, or loaded from `url` with the top parent id),
 * each node's children loaded on its first expansion and put under it, and which nodes are
 * expanded. An answer that is neither a list nor has records shows 返回数据类型不识别.
 */
export function useTreeGrid(config: TreeGridConfig | undefined, givenRows: readonly GridRow[] | undefined) {
  const { message } = useNotice();
  // Hosts may pass a new but equal config object on every render: requests follow its content.
  const configKey = config ? JSON.stringify(config) : '';
  const latestConfig = useLatest(config);
  const [topNodes, setTopNodes] = useState<readonly Record<string, unknown>[]>(NO_NODES);
  const inFlight = useRef(new Set<string>());

  const readLevel = useCallback(
    async (url: string, parentId: string): Promise<Record<string, unknown>[] | null> => {
      const answer = await getAction(url, treeParams(latestConfig.current ?? {}, parentId));
      if (!answer.success) {
        if (answer.message) message.warning(answer.message);
        return null;
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
  // biome-ignore lint/correctness/useExhaustiveDependencies: the config is read through `latestConfig`; its content (configKey) is what asks for a new request.
  useEffect(() => {
    const url = latestConfig.current?.url;
    if (!loadsTop || !url) return undefined;
    let current = true;
    readLevel(url, latestConfig.current?.topValue ?? '')
      .then((nodes) => {
        if (current && nodes) setTopNodes(nodes);
      })
      .catch(reportFailure);
    return () => {
      current = false;
    };
  }, [configKey, latestConfig, loadsTop, readLevel, reportFailure]);

  const enabled = config !== undefined;
  const base = useMemo(
    () => (enabled ? flattenNodes(givenRows ?? topNodes, null) : null),
    [enabled, givenRows, topNodes],
  );

  const [shape, setShape] = useState<TreeShape>(EMPTY_SHAPE);
  const [shapeFor, setShapeFor] = useState(base);
  if (shapeFor !== base) {
    // Adjusting state while rendering: a new top level starts with every node collapsed.
    setShapeFor(base);
    setShape(base ? { parentOf: base.parentOf, known: base.known, expanded: new Set() } : EMPTY_SHAPE);
  }

  const setExpanded = useCallback((id: string, expanded: boolean) => {
    setShape((current) => {
      const next = new Set(current.expanded);
      if (expanded) next.add(id);
      else next.delete(id);
      return { ...current, expanded: next };
    });
  }, []);

  /** Expands or collapses a node; a first expansion of an unknown node loads its children. */
  const toggle = useCallback(
    async (row: GridRow, updateRows: UpdateRows) => {
      if (shape.expanded.has(row.id)) {
        setExpanded(row.id, false);
        return;
      }
      setExpanded(row.id, true);
      const treeConfig = latestConfig.current;
      const url = treeConfig?.childrenUrl ?? treeConfig?.url;
      if (shape.known.has(row.id) || !url || inFlight.current.has(row.id)) return;
      inFlight.current.add(row.id);
      try {
        const nodes = await readLevel(url, row.id);
        if (!nodes) {
          setExpanded(row.id, false);
          return;
        }
        const level = flattenNodes(nodes, row.id);
        updateRows((previous) => ({ ...previous, rows: withChildren(previous.rows, row.id, level.rows) }));
        // With no children the node is known to be a leaf: its expander goes.
        setShape((current) => ({
          parentOf: new Map([...current.parentOf, ...level.parentOf]),
          known: new Set([...current.known, ...level.known, row.id]),
          expanded: current.expanded,
        }));
      } catch (error) {
        setExpanded(row.id, false);
        reportFailure(error);
      } finally {
        inFlight.current.delete(row.id);
      }
    },
    [latestConfig, readLevel, reportFailure, setExpanded, shape],
  );

  return { enabled, rows: base?.rows, shape, toggle, hasChildField: config?.hasChildField };
}

/**
 * What the grid draws of a tree: the shown rows (expanded branches and placeholders) and the
 * data columns wrapped with levels and expanders. Without a tree, the rows as they are.
 */
export function useDrawnTree(
  tree: ReturnType<typeof useTreeGrid>,
  rows: readonly GridRow[],
  firstColumnKey: string | undefined,
  updateRows: UpdateRows,
) {
  const { enabled, shape, toggle, hasChildField } = tree;
  const shown = useMemo(
    () => (enabled ? shownTree(rows, shape, firstColumnKey, t('gridRows.treeLoading'), hasChildField) : null),
    [enabled, firstColumnKey, hasChildField, rows, shape],
  );
  const wrap = useCallback(
    (column: Column<GridRow, StatisticsRow>, index: number) =>
      shown
        ? treeColumn(column, index === 0, { shown, shape, onToggle: (row) => void toggle(row, updateRows) })
        : column,
    [shape, shown, toggle, updateRows],
  );
  const isPlaceholder = useCallback((row: GridRow) => Boolean(shown?.placeholders.has(row.id)), [shown]);
  return { rows: shown?.rows ?? rows, wrap, isPlaceholder };
}
