import { useMemo, useRef, useState, type KeyboardEvent, type ReactElement } from 'react';
import { useControllableState } from '../shared/use-controllable-state';
import { TreeRoot } from './tree.styles';
import type { TreeKey } from './tree-node';
import type { TreeProps } from './tree-props';
import { treeKeyAction } from './tree-keys';
import { TreeRow } from './tree-row';
import { allKeys, attachLoaded, canLoad, conductCheck, toggleCheck, toggleSelect, visibleRows, type VisibleRow } from './tree-state';
import { useLazyChildren } from './use-lazy-children';

/** A tree with expand/collapse, lazy children, linked or unlinked check boxes, selection and keyboard. */
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
  const activeKey = rows.some((row) => row.node.key === focusKey)
    ? focusKey
    : (rows.find((row) => selectedKeys.includes(row.node.key))?.node.key ?? rows[0]?.node.key ?? null);

  const rowOf = (key: TreeKey) => rows.find((row) => row.node.key === key);

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
    rowElements.current.get(key)?.focus();
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
      role="tree"
      aria-label={props['aria-label']}
      aria-labelledby={props['aria-labelledby']}
      aria-multiselectable={selectable && multiple ? true : undefined}
      className={props.className}
      style={props.style}
      onKeyDown={onKeyDown}
    >
      {rows.map((row) => {
        const key = row.node.key;
        return (
          <TreeRow
            key={String(key)}
            row={row}
            focusable={key === activeKey}
            loading={lazy.loading.has(key)}
            selected={selectable ? selectedKeys.includes(key) : undefined}
            check={checkable ? (checkedSet.has(key) ? 'checked' : halfSet.has(key) ? 'mixed' : 'unchecked') : undefined}
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
    </TreeRoot>
  );
}
