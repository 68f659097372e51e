import { describe, expect, it } from 'vitest';
import {
  addTreeChildren,
  initialGridState,
  receiveRows,
  restartRows,
  updateTree,
} from '../../../elements/grid/model/grid-state';
import type { GridRow } from '../../../elements/grid/model/grid-types';
import { flattenNodes } from '../../../elements/grid/model/tree-rows';
import {
  childrenArrived,
  childrenFailed,
  collapseNode,
  expandNode,
  needsChildren,
  NO_TREE,
  restartTree,
  startTree,
} from '../../../elements/grid/model/tree-state';

const top = flattenNodes(
  [
    { id: 'a', name: '农机', hasChildren: true },
    { id: 'b', name: '配件', children: [{ id: 'b1', name: '轮胎' }] },
  ],
  null,
);
const ids = (rows: readonly GridRow[]) => rows.map((row) => row.id);

describe('the tree state', () => {
  it('starts collapsed from what the given rows say, with nothing loading', () => {
    const tree = startTree(top);
    expect([...tree.shape.parentOf]).toEqual([['b1', 'b']]);
    expect([...tree.shape.known]).toEqual(['b']);
    expect(tree.shape.expanded.size).toBe(0);
    expect(tree.loading.size).toBe(0);
    expect(startTree(undefined)).toBe(NO_TREE);
  });

  it('asks for the children of an unknown node once, however often it is toggled meanwhile', () => {
    const tree = startTree(top);
    expect(needsChildren(tree, 'a')).toBe(true);
    expect(needsChildren(tree, 'b')).toBe(false);
    const opened = expandNode(tree, 'a', true);
    expect([...opened.shape.expanded]).toEqual(['a']);
    expect([...opened.loading]).toEqual(['a']);
    expect(needsChildren(opened, 'a')).toBe(false);
    const closed = collapseNode(opened, 'a');
    expect(closed.shape.expanded.size).toBe(0);
    expect([...closed.loading]).toEqual(['a']);
    const reopened = expandNode(closed, 'a', true);
    expect(reopened.loading).toBe(closed.loading);
    expect([...reopened.shape.expanded]).toEqual(['a']);
  });

  it('opens a node with known children, or with nowhere to load from, without loading', () => {
    const tree = startTree(top);
    const known = expandNode(tree, 'b', true);
    expect([...known.shape.expanded]).toEqual(['b']);
    expect(known.loading.size).toBe(0);
    const nowhere = expandNode(tree, 'a', false);
    expect([...nowhere.shape.expanded]).toEqual(['a']);
    expect(nowhere.loading.size).toBe(0);
  });

  it('keeps its identity when a transition changes nothing', () => {
    const tree = expandNode(startTree(top), 'b', true);
    expect(expandNode(tree, 'b', true)).toBe(tree);
    expect(collapseNode(tree, 'a')).toBe(tree);
    expect(childrenFailed(tree, 'a')).toBe(tree);
    expect(restartTree(NO_TREE)).toBe(NO_TREE);
  });

  it('learns arrived children and their levels; the node is known, a leaf if none came', () => {
    const loading = expandNode(startTree(top), 'a', true);
    const level = flattenNodes([{ id: 'a1', children: [{ id: 'a11' }] }], 'a');
    const arrived = childrenArrived(loading, 'a', level);
    expect(arrived?.loading.size).toBe(0);
    expect([...(arrived?.shape.expanded ?? [])]).toEqual(['a']);
    expect(Object.fromEntries(arrived?.shape.parentOf ?? [])).toEqual({ b1: 'b', a1: 'a', a11: 'a1' });
    expect([...(arrived?.shape.known ?? [])].sort()).toEqual(['a', 'a1', 'b']);
    expect(childrenArrived(startTree(top), 'a', level)).toBeUndefined();
  });

  it('closes a node whose children failed, and a next expansion asks again', () => {
    const failed = childrenFailed(expandNode(startTree(top), 'a', true), 'a');
    expect(failed.shape.expanded.size).toBe(0);
    expect(failed.loading.size).toBe(0);
    expect(needsChildren(failed, 'a')).toBe(true);
  });
});

describe('the tree in the grid state', () => {
  it('puts arrived children under their node with the tree learning them, in one transition', () => {
    const state = updateTree(initialGridState(top.rows, top), (tree) => expandNode(tree, 'a', true));
    const next = addTreeChildren(state, 'a', flattenNodes([{ id: 'a1' }, { id: 'a2' }], 'a'));
    expect(ids(next.rowState.rows)).toEqual(['a', 'a1', 'a2', 'b', 'b1']);
    expect(next.tree.shape.known.has('a')).toBe(true);
    expect(next.tree.shape.parentOf.get('a2')).toBe('a');
    expect(next.tree.loading.size).toBe(0);
  });

  it('drops children that arrive after new rows came, or after a reset', () => {
    const loading = updateTree(initialGridState(top.rows, top), (tree) => expandNode(tree, 'a', true));
    const level = flattenNodes([{ id: 'a1' }], 'a');
    const reloaded = flattenNodes([{ id: 'a', hasChildren: true }], null);
    const afterReload = receiveRows(loading, reloaded.rows, ['name'], reloaded);
    expect(afterReload.tree.shape.expanded.size).toBe(0);
    expect(addTreeChildren(afterReload, 'a', level)).toBe(afterReload);
    const afterReset = restartRows(loading);
    expect(addTreeChildren(afterReset, 'a', level)).toBe(afterReset);
  });

  it('collapses back to the given tree on a reset, the loaded levels going with their rows', () => {
    const opened = updateTree(initialGridState(top.rows, top), (tree) => expandNode(tree, 'a', true));
    const loaded = addTreeChildren(opened, 'a', flattenNodes([{ id: 'a1' }], 'a'));
    const reset = restartRows(loaded);
    expect(ids(reset.rowState.rows)).toEqual(['a', 'b', 'b1']);
    expect(reset.tree.shape.expanded.size).toBe(0);
    expect(reset.tree.shape.known.has('a')).toBe(false);
    expect(needsChildren(reset.tree, 'a')).toBe(true);
  });

  it('has no tree without tree levels, and keeps the same rows from resetting the tree', () => {
    const flat = initialGridState(top.rows);
    expect(flat.tree).toBe(NO_TREE);
    const opened = updateTree(initialGridState(top.rows, top), (tree) => expandNode(tree, 'b', false));
    expect(receiveRows(opened, top.rows, ['name'], top)).toBe(opened);
  });
});
