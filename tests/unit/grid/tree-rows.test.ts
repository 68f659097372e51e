import { describe, expect, it } from 'vitest';
import {
  EMPTY_SHAPE,
  flattenNodes,
  readTreeResult,
  shownTree,
  treeParams,
  TreeResultUnrecognised,
  withChildren,
  type TreeShape,
} from '../../../elements/grid/model/tree-rows';

const ids = (rows: { id: string }[]) => rows.map((row) => row.id);

describe('tree table rows', () => {
  it('reads a level from a list or from records, and refuses anything else', () => {
    expect(readTreeResult([{ id: 1 }])).toEqual([{ id: 1 }]);
    expect(readTreeResult({ records: [{ id: 2 }], total: 1 })).toEqual([{ id: 2 }]);
    for (const bad of [null, 'x', { rows: [] }, 3]) {
      expect(() => readTreeResult(bad)).toThrow(TreeResultUnrecognised);
    }
    expect(() => readTreeResult({})).toThrow('返回数据类型不识别');
  });

  it('asks for a level with the parent id under its configured key, condition and extra params', () => {
    expect(treeParams({ url: '/x' }, '')).toEqual({ parentId: '' });
    expect(treeParams({ queryKey: 'pid', params: { kind: 'a' }, condition: '{"a":1}' }, '7')).toEqual({
      kind: 'a',
      pid: '7',
      condition: '{"a":1}',
    });
  });

  it('flattens inline children depth first without keeping the children field', () => {
    const flat = flattenNodes(
      [
        { id: 1, name: 'a', children: [{ id: 2, name: 'b', children: [] }] },
        { id: 3, name: 'c', hasChildren: true },
      ],
      null,
    );
    expect(flat.rows).toEqual([
      { id: '1', name: 'a' },
      { id: '2', name: 'b' },
      { id: '3', name: 'c', hasChildren: true },
    ]);
    expect([...flat.parentOf]).toEqual([['2', '1']]);
    expect([...flat.known]).toEqual(['1', '2']);
  });

  it('shows a loading placeholder under an expanded node until its children are known, then a leaf when none came', () => {
    const rows = [
      { id: 'a', name: 'A', hasChildren: true },
      { id: 'b', name: 'B' },
    ];
    const collapsed = shownTree(rows, EMPTY_SHAPE, 'name', 'loading...');
    expect(ids(collapsed.rows)).toEqual(['a', 'b']);
    expect([...collapsed.expandable]).toEqual(['a']);

    const loading: TreeShape = { ...EMPTY_SHAPE, expanded: new Set(['a']) };
    const shown = shownTree(rows, loading, 'name', 'loading...');
    expect(shown.rows).toEqual([rows[0], { id: 'a_loadChild', name: 'loading...' }, rows[1]]);
    expect(shown.depth.get('a_loadChild')).toBe(1);
    expect([...shown.placeholders]).toEqual(['a_loadChild']);

    const leaf = shownTree(rows, { ...loading, known: new Set(['a']) }, 'name', 'loading...');
    expect(ids(leaf.rows)).toEqual(['a', 'b']);
    expect(leaf.expandable.size).toBe(0);
  });

  it('draws loaded children under their parent, and hides them when it collapses', () => {
    const rows = withChildren([{ id: 'a', hasChildren: true }, { id: 'b' }], 'a', [
      { id: 'a1' },
      { id: 'a2', hasChildren: true },
    ]);
    expect(ids(rows)).toEqual(['a', 'a1', 'a2', 'b']);
    const shape: TreeShape = {
      parentOf: new Map([
        ['a1', 'a'],
        ['a2', 'a'],
      ]),
      known: new Set(['a']),
      expanded: new Set(['a']),
    };
    const open = shownTree(rows, shape, 'name', 'loading...');
    expect(ids(open.rows)).toEqual(['a', 'a1', 'a2', 'b']);
    expect(open.depth.get('a2')).toBe(1);
    expect([...open.expandable]).toEqual(['a', 'a2']);
    expect(ids(shownTree(rows, { ...shape, expanded: new Set() }, 'name', 'loading...').rows)).toEqual(['a', 'b']);
  });

  it('keeps a child under its parent wherever rows were added', () => {
    const rows = [{ id: 'new' }, { id: 'child' }, { id: 'a' }];
    const shape: TreeShape = { parentOf: new Map([['child', 'a']]), known: new Set(['a']), expanded: new Set(['a']) };
    expect(ids(shownTree(rows, shape, undefined, '').rows)).toEqual(['new', 'a', 'child']);
  });

  it("reads JeecgBoot's hasChild '1' when told the field", () => {
    const rows = [
      { id: 'p', hasChild: '1' },
      { id: 'q', hasChild: '0' },
    ];
    expect([...shownTree(rows, EMPTY_SHAPE, undefined, '', 'hasChild').expandable]).toEqual(['p']);
    expect(shownTree(rows, EMPTY_SHAPE, undefined, '').expandable.size).toBe(0);
  });
});
