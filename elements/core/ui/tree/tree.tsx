import { useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent, type ReactElement } from 'react';
import { useControllableState } from '../shared/use-controllable-state';
import { TreeRoot } from './tree.styles';
import type { TreeKey } from './tree-node';
import type { TreeProps } from './tree-props';
import { treeKeyAction } from './tree-keys';
import { TreeRow } from './tree-row';
import {
  allKeys,
  attachLoaded,
  canLoad,
  conductCheck,
  toggleCheck,
  toggleSelect,
  visibleRows,
  type VisibleRow,
} from './tree-state';
import { useLazyChildren } from './use-lazy-children';
import { drawnIndices, rowWindow, scrollToShow, TREE_ROW_HEIGHT } from './tree-window';

/**
 * A tree with expand/collapse, lazy children, linked or unlinked check boxes, selection and
 * keyboard. Given a `height`, it scrolls within it and only the rows in view (and the focused
 * one) are in the DOM.
 */
export function Tree<E extends object = object>(props: TreeProps<E>): ReactElement {
  const { checkable = false, checkMode = 'linked', selectable = true, multiple = false } = props;
  const lazy = useLazyChildren(props.loadData);
  const nodes = useMemo(() => attachLoaded(props.treeData, lazy.children), [props.treeData, lazy.children]);
  const [expanded, setExpanded] = useControllableState(props.expandedKeys, () =>
    props.defaultExpandAll ? allKeys(props.treeData) : (props.defaultExpandedKeys ?? []),
  );
  const [checkedKeys, setCheckedKeys] = useControllableState(props.checkedKeys, props.defaultCheckedKeys ?? []);
  const [selectedKeys, setSelectedKeys] = useControllableState(props.selectedKeys, props.defaultSelectedKeys ?? []);
  const [focusKey, setFocusKey] = useState<TreeKey | null>(null);
  const rowElements = useRef(new Map<TreeKey, HTMLDivElement>());
  const rootElement = useRef<HTMLDivElement>(null);
  const [scrollTop, setScrollTop] = useState(0);
  // A row the keyboard moved to that was not drawn yet: focused once it is.
  const pendingFocus = useRef<TreeKey | null>(null);

  const rows = useMemo(
    () => visibleRows(nodes, new Set(expanded), props.loadData ? { loaded: lazy.loaded } : null),
    [nodes, expanded, props.loadData, lazy.loaded],
  );
  const checks = useMemo(
    () => (checkMode === 'linked' ? conductCheck(nodes, checkedKeys) : { checked: checkedKeys, halfChecked: [] }),
    [checkMode, nodes, checkedKeys],
  );
  const checkedSet = new Set(checks.checked);
  const halfSet = new Set(checks.halfChecked);
  const indexOf = useMemo(() => new Map(rows.map((row, index) => [row.node.key, index])), [rows]);
  const activeKey =
    focusKey !== null && indexOf.has(focusKey)
      ? focusKey
      : (rows.find((row) => selectedKeys.includes(row.node.key))?.node.key ?? rows[0]?.node.key ?? null);
  const rowOf = (key: TreeKey) => rows[indexOf.get(key) ?? -1];

  const { height } = props;
  const fullHeight = rows.length * TREE_ROW_HEIGHT;
  // The browser clamps the scroll position when rows go away; the window follows at once.
  const viewTop = height === undefined ? 0 : Math.min(scrollTop, Math.max(0, fullHeight - height));
  const drawn =
    height === undefined
      ? rows.map((_, index) => index)
      : drawnIndices(rowWindow(rows.length, viewTop, height), activeKey === null ? -1 : (indexOf.get(activeKey) ?? -1));

  useLayoutEffect(() => {
    if (pendingFocus.current === null) return;
    rowElements.current.get(pendingFocus.current)?.focus();
    pendingFocus.current = null;
  });

  const setOpen = (row: VisibleRow<E>, open: boolean) => {
    if (!row.expandable || row.expanded === open) return;
    const next = open ? [...expanded, row.node.key] : expanded.filter((key) => key !== row.node.key);
    setExpanded(next);
    props.onExpand?.(next, { node: row.node, expanded: open });
    if (open && props.loadData && canLoad(row.node, lazy.loaded)) void lazy.load(row.node);
  };

  const check = (row: VisibleRow<E>) => {
    const { node } = row;
    if (!checkable || node.disabled || node.disableCheckbox) return;
    const willCheck = !checkedSet.has(node.key);
    const next = toggleCheck(nodes, checks.checked, node.key, willCheck, checkMode);
    setCheckedKeys(next.checked);
    props.onCheck?.(next.checked, { node, checked: willCheck, halfCheckedKeys: next.halfChecked });
  };

  const select = (row: VisibleRow<E>) => {
    const { node } = row;
    if (!selectable || node.disabled || node.selectable === false) return;
    const next = toggleSelect(selectedKeys, node.key, multiple);
    setSelectedKeys(next);
    props.onSelect?.(next, { node, selected: next.includes(node.key) });
  };

  // A click or Enter on a row selects it; in a tree that only checks, it toggles the box.
  const activate = (row: VisibleRow<E>) => (selectable ? select(row) : check(row));

  const focusRow = (key: TreeKey) => {
    setFocusKey(key);
    const element = rowElements.current.get(key);
    if (element) element.focus();
    else pendingFocus.current = key;
    const viewport = rootElement.current;
    if (height === undefined || !viewport) return;
    const top = scrollToShow(indexOf.get(key) ?? 0, viewport.scrollTop, height);
    if (top === viewport.scrollTop) return;
    viewport.scrollTop = top;
    setScrollTop(top);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const action = treeKeyAction(event.key, rows, activeKey);
    if (!action) return;
    event.preventDefault();
    const row = rowOf(action.key);
    if (action.type === 'focus') focusRow(action.key);
    else if (!row) return;
    else if (action.type === 'expand' || action.type === 'collapse') setOpen(row, action.type === 'expand');
    else if (action.type === 'activate') activate(row);
    else if (checkable) check(row);
    else select(row);
  };

  return (
    <TreeRoot
      ref={rootElement}
      id={props.id}
      role="tree"
      aria-label={props['aria-label']}
      aria-labelledby={props['aria-labelledby']}
      aria-multiselectable={selectable && multiple ? true : undefined}
      className={props.className}
      style={height === undefined ? props.style : { maxHeight: height, ...props.style }}
      onKeyDown={onKeyDown}
      onScroll={height === undefined ? undefined : (event) => setScrollTop(event.currentTarget.scrollTop)}
    >
      <div style={height === undefined ? undefined : { position: 'relative', height: fullHeight }}>
        {drawn.map((index) => {
          const row = rows[index];
          if (!row) return null;
          const key = row.node.key;
          return (
            <TreeRow
              key={String(key)}
              row={row}
              top={height === undefined ? undefined : index * TREE_ROW_HEIGHT}
              focusable={key === activeKey}
              loading={lazy.loading.has(key)}
              selected={selectable ? selectedKeys.includes(key) : undefined}
              check={
                checkable ? (checkedSet.has(key) ? 'checked' : halfSet.has(key) ? 'mixed' : 'unchecked') : undefined
              }
              searchValue={props.searchValue ?? ''}
              titleRender={props.titleRender}
              rowRef={(element) => {
                if (element) rowElements.current.set(key, element);
                else rowElements.current.delete(key);
              }}
              onToggleExpand={() => setOpen(row, !row.expanded)}
              onToggleCheck={() => check(row)}
              onActivate={() => {
                setFocusKey(key);
                activate(row);
              }}
              onFocusRow={() => setFocusKey(key)}
            />
          );
        })}
      </div>
    </TreeRoot>
  );
}
