import { describe, expect, it } from 'vitest';
import {
  allKeys,
  attachLoaded,
  conductCheck,
  filterTree,
  titleSegments,
  toggleCheck,
  toggleSelect,
  visibleRows,
  type TreeNode,
} from '../../../../elements/core/ui';

// 总公司 > (华北分公司 > 北京站, 天津站), (华南分公司 > 广州站), 直属车队 (leaf)
const company: TreeNode[] = [
  {
    key: 'hq',
    title: '总公司',
    children: [
      {
        key: 'north',
        title: '华北分公司',
        children: [
          { key: 'bj', title: '北京站' },
          { key: 'tj', title: '天津站' },
        ],
      },
      { key: 'south', title: '华南分公司', children: [{ key: 'gz', title: '广州站' }] },
      { key: 'fleet', title: '直属车队' },
    ],
  },
];

const sorted = (keys: Array<string | number>) => [...keys].map(String).sort();

describe('visible rows: what the tree draws', () => {
  it('shows only roots until something is expanded', () => {
    expect(visibleRows(company, new Set()).map((row) => row.node.key)).toEqual(['hq']);
  });

  it('lists the children of expanded nodes in order, with level, position and set size', () => {
    const rows = visibleRows(company, new Set(['hq', 'north']));
    expect(rows.map((row) => [row.node.key, row.level, row.posInSet, row.setSize, row.parentKey])).toEqual([
      ['hq', 1, 1, 1, null],
      ['north', 2, 1, 3, 'hq'],
      ['bj', 3, 1, 2, 'north'],
      ['tj', 3, 2, 2, 'north'],
      ['south', 2, 2, 3, 'hq'],
      ['fleet', 2, 3, 3, 'hq'],
    ]);
  });

  it('a node is expandable only with children, or while it may still load some', () => {
    const lazy: TreeNode[] = [
      { key: 'a', title: 'A' },
      { key: 'b', title: 'B', isLeaf: true },
      { key: 'c', title: 'C', children: [] },
    ];
    expect(visibleRows(lazy, new Set()).map((row) => row.expandable)).toEqual([false, false, false]);
    expect(visibleRows(lazy, new Set(), { loaded: new Set() }).map((row) => row.expandable)).toEqual([
      true,
      false,
      false,
    ]);
    expect(visibleRows(lazy, new Set(), { loaded: new Set(['a']) }).map((row) => row.expandable)).toEqual([
      false,
      false,
      false,
    ]);
  });

  it('collapsing hides the whole subtree, and expanded marks only open expandable rows', () => {
    const rows = visibleRows(company, new Set(['north', 'fleet']));
    expect(rows.map((row) => row.node.key)).toEqual(['hq']);
    expect(visibleRows(company, new Set(['hq', 'fleet'])).find((row) => row.node.key === 'fleet')?.expanded).toBe(
      false,
    );
  });
});

describe('lazy loading: attaching loaded children', () => {
  it('puts loaded children where a node had none, at any depth, without touching given children', () => {
    const tree: TreeNode[] = [
      { key: 'r', title: 'R', children: [{ key: 'x', title: 'X' }] },
      { key: 's', title: 'S' },
    ];
    const loaded = new Map<string | number, TreeNode[]>([
      ['x', [{ key: 'x1', title: 'X1' }]],
      ['s', [{ key: 's1', title: 'S1' }]],
      ['r', [{ key: 'ignored', title: 'no' }]],
    ]);
    const result = attachLoaded(tree, loaded);
    expect(allKeys(result)).toEqual(['r', 'x', 'x1', 's', 's1']);
    expect(tree[1].children).toBeUndefined();
  });
});

describe('linked checking (parent-child)', () => {
  it('checking a parent checks its whole subtree and its ancestors when all siblings are checked', () => {
    const state = toggleCheck(company, [], 'north', true, 'linked');
    expect(sorted(state.checked)).toEqual(sorted(['north', 'bj', 'tj']));
    expect(state.halfChecked).toEqual(['hq']);
    const all = toggleCheck(
      company,
      toggleCheck(company, state.checked, 'south', true, 'linked').checked,
      'fleet',
      true,
      'linked',
    );
    expect(sorted(all.checked)).toEqual(sorted(allKeys(company)));
    expect(all.halfChecked).toEqual([]);
  });

  it('checking the last unchecked child checks the parent; unchecking a child unchecks every ancestor', () => {
    const one = toggleCheck(company, [], 'bj', true, 'linked');
    expect(sorted(one.checked)).toEqual(['bj']);
    expect(sorted(one.halfChecked)).toEqual(sorted(['north', 'hq']));
    const both = toggleCheck(company, one.checked, 'tj', true, 'linked');
    expect(sorted(both.checked)).toEqual(sorted(['bj', 'tj', 'north']));
    const everything = toggleCheck(company, [], 'hq', true, 'linked');
    const less = toggleCheck(company, everything.checked, 'gz', false, 'linked');
    expect(less.checked).not.toContain('gz');
    expect(less.checked).not.toContain('south');
    expect(less.checked).not.toContain('hq');
    expect(less.checked).toContain('north');
    expect(less.halfChecked).toEqual(['hq']);
  });

  it('disabled nodes keep their state and do not count for their parent', () => {
    const tree: TreeNode[] = [
      {
        key: 'p',
        title: 'P',
        children: [
          { key: 'a', title: 'A' },
          { key: 'd', title: 'D', disableCheckbox: true },
        ],
      },
    ];
    const state = toggleCheck(tree, [], 'p', true, 'linked');
    expect(sorted(state.checked)).toEqual(['a', 'p']);
    expect(toggleCheck(tree, [], 'a', true, 'linked').checked).toContain('p');
  });

  it('conductCheck completes a list of keys from outside: subtrees of checked parents and parents of fully checked children', () => {
    const state = conductCheck(company, ['south', 'bj', 'tj']);
    expect(sorted(state.checked)).toEqual(sorted(['south', 'gz', 'bj', 'tj', 'north']));
    expect(state.halfChecked).toEqual(['hq']);
  });

  it('a checked parent whose children are not loaded stays checked, and they arrive checked', () => {
    const lazy: TreeNode[] = [{ key: 'p', title: 'P' }];
    const checked = toggleCheck(lazy, [], 'p', true, 'linked').checked;
    expect(checked).toEqual(['p']);
    const loaded = attachLoaded(lazy, new Map([['p', [{ key: 'c', title: 'C' }]]]));
    expect(sorted(conductCheck(loaded, checked).checked)).toEqual(['c', 'p']);
  });
});

describe('unlinked checking', () => {
  it('each box is independent and nothing is half-checked', () => {
    const state = toggleCheck(company, [], 'north', true, 'unlinked');
    expect(state).toEqual({ checked: ['north'], halfChecked: [] });
    expect(toggleCheck(company, ['north', 'bj'], 'north', false, 'unlinked')).toEqual({
      checked: ['bj'],
      halfChecked: [],
    });
  });
});

describe('selecting', () => {
  it('single mode keeps one selected node and a second click unselects it', () => {
    expect(toggleSelect(['a'], 'b', false)).toEqual(['b']);
    expect(toggleSelect(['b'], 'b', false)).toEqual([]);
  });

  it('multiple mode toggles each node in and out', () => {
    expect(toggleSelect(['a'], 'b', true)).toEqual(['a', 'b']);
    expect(toggleSelect(['a', 'b'], 'a', true)).toEqual(['b']);
  });
});

describe('search: filtering and highlighting', () => {
  it('keeps matches with their ancestors and says which ancestors to expand', () => {
    const result = filterTree(company, '站');
    expect(allKeys(result.nodes)).toEqual(['hq', 'north', 'bj', 'tj', 'south', 'gz']);
    expect(sorted(result.expandedKeys)).toEqual(sorted(['hq', 'north', 'south']));
  });

  it('a matching node keeps its subtree; no match gives an empty tree; empty text keeps all', () => {
    expect(allKeys(filterTree(company, '华北').nodes)).toEqual(['hq', 'north', 'bj', 'tj']);
    expect(filterTree(company, '上海').nodes).toEqual([]);
    expect(filterTree(company, '  ').nodes).toEqual(company);
  });

  it('a match below a matching node is shown too: its ancestors are expanded', () => {
    const result = filterTree(company, '公司');
    expect(allKeys(result.nodes)).toEqual(allKeys(company));
    expect(sorted(result.expandedKeys)).toEqual(['hq']);
    expect(sorted(filterTree(company, '总公司').expandedKeys)).toEqual([]);
    expect(
      sorted(filterTree([{ key: 'hq', title: '总站', children: company[0].children }], '站').expandedKeys),
    ).toEqual(sorted(['hq', 'north', 'south']));
  });

  it('ignores case when matching', () => {
    const tree: TreeNode[] = [{ key: 1, title: 'Tractor T-800' }];
    expect(filterTree(tree, 't-8').nodes).toHaveLength(1);
  });

  it('cuts a title into plain and matching parts for every occurrence', () => {
    expect(titleSegments('Farm farm', 'FARM')).toEqual([
      { text: 'Farm', match: true },
      { text: ' ', match: false },
      { text: 'farm', match: true },
    ]);
    expect(titleSegments('北京站', '京')).toEqual([
      { text: '北', match: false },
      { text: '京', match: true },
      { text: '站', match: false },
    ]);
    expect(titleSegments('北京站', '')).toEqual([{ text: '北京站', match: false }]);
  });
});
