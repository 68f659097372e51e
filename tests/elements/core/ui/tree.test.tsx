import { useState, type ReactElement } from 'react';
import { Tree, type TreeKey, type TreeNode, type TreeProps } from '../../../../elements/core/ui';
import { expect, sendKeys, waitFor } from '../../harness';
import { click, mount, unmountAll, type Mounted } from './mount';

afterEach(unmountAll);

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
      { key: 'fleet', title: '直属车队' },
    ],
  },
  { key: 'locked', title: '停用部门', disabled: true },
];

const lazyRoot: TreeNode[] = [{ key: 'root', title: '根部门' }];

const item = (view: Mounted, title: string) => {
  const found = view.$$('[role="treeitem"]').find((row) => row.textContent === title);
  if (!found) throw new Error(`No tree item ${title}`);
  return found;
};
const titles = (view: Mounted) => view.$$('[role="treeitem"]').map((row) => row.textContent);
const switcher = (view: Mounted, title: string) => item(view, title).firstElementChild!;
const box = (view: Mounted, title: string) => item(view, title).children[1];
const checkedTitles = (view: Mounted, state = 'true') =>
  view.$$(`[role="treeitem"][aria-checked="${state}"]`).map((row) => row.textContent);

describe('Tree: structure for assistive technology', () => {
  it('is a tree of treeitems with level, position, set size and aria-expanded on expandable items', () => {
    const view = mount(<Tree treeData={company} defaultExpandedKeys={['hq']} aria-label="部门" />);
    expect(view.$('[role="tree"]').getAttribute('aria-label')).to.equal('部门');
    const north = item(view, '华北分公司');
    expect([
      north.getAttribute('aria-level'),
      north.getAttribute('aria-posinset'),
      north.getAttribute('aria-setsize'),
    ]).to.deep.equal(['2', '1', '2']);
    expect(north.getAttribute('aria-expanded')).to.equal('false');
    expect(item(view, '总公司').getAttribute('aria-expanded')).to.equal('true');
    expect(item(view, '直属车队').hasAttribute('aria-expanded')).to.equal(false);
    expect(item(view, '停用部门').getAttribute('aria-disabled')).to.equal('true');
  });
});

describe('Tree: expand and collapse', () => {
  it('uncontrolled: the switcher opens and closes a node and reports it', async () => {
    const reports: Array<[TreeKey[], boolean]> = [];
    const view = mount(<Tree treeData={company} onExpand={(keys, info) => reports.push([keys, info.expanded])} />);
    expect(titles(view)).to.deep.equal(['总公司', '停用部门']);
    await click(switcher(view, '总公司'));
    expect(titles(view)).to.deep.equal(['总公司', '华北分公司', '直属车队', '停用部门']);
    await click(switcher(view, '总公司'));
    expect(titles(view)).to.deep.equal(['总公司', '停用部门']);
    expect(reports).to.deep.equal([
      [['hq'], true],
      [[], false],
    ]);
  });

  it('controlled: expandedKeys decide, the switcher only asks', async () => {
    const asked: TreeKey[][] = [];
    const view = mount(<Tree treeData={company} expandedKeys={[]} onExpand={(keys) => asked.push(keys)} />);
    await click(switcher(view, '总公司'));
    expect(asked).to.deep.equal([['hq']]);
    expect(titles(view)).to.deep.equal(['总公司', '停用部门']);
    view.render(<Tree treeData={company} expandedKeys={['hq', 'north']} />);
    expect(titles(view)).to.deep.equal(['总公司', '华北分公司', '北京站', '天津站', '直属车队', '停用部门']);
  });

  it('defaultExpandAll opens every node', () => {
    const view = mount(<Tree treeData={company} defaultExpandAll />);
    expect(titles(view)).to.have.length(6);
  });
});

describe('Tree: lazy loading with loadData', () => {
  function deferred() {
    // biome-ignore lint/suspicious/noConfusingVoidType: LoadData's own result (a loader may resolve with nothing).
    let resolve!: (nodes: TreeNode[] | void) => void;
    // biome-ignore lint/suspicious/noConfusingVoidType: as above.
    const promise = new Promise<TreeNode[] | void>((done) => (resolve = done));
    return { promise, resolve };
  }

  it('shows a loading state, then the children that arrive', async () => {
    const pending = deferred();
    const asked: TreeKey[] = [];
    const view = mount(
      <Tree
        treeData={lazyRoot}
        loadData={(node) => {
          asked.push(node.key);
          return pending.promise;
        }}
      />,
    );
    const root = item(view, '根部门');
    expect(root.getAttribute('aria-expanded')).to.equal('false');
    await click(switcher(view, '根部门'));
    await waitFor(() => root.getAttribute('aria-busy') === 'true', 3000, 'the loading state');
    expect(asked).to.deep.equal(['root']);
    pending.resolve([{ key: 'child', title: '子部门', isLeaf: true }]);
    await waitFor(() => titles(view).length === 2, 3000, 'the children');
    expect(root.hasAttribute('aria-busy')).to.equal(false);
    expect(item(view, '子部门').getAttribute('aria-level')).to.equal('2');
  });

  it('becomes a leaf when no children arrive', async () => {
    const view = mount(<Tree treeData={lazyRoot} loadData={async () => []} />);
    await click(switcher(view, '根部门'));
    await waitFor(() => !item(view, '根部门').hasAttribute('aria-expanded'), 3000, 'a leaf');
    expect(titles(view)).to.deep.equal(['根部门']);
  });

  it('works when loadData updates the tree data itself', async () => {
    function Page(): ReactElement {
      const [data, setData] = useState<TreeNode[]>([{ key: 'root', title: '根部门' }]);
      return (
        <Tree
          treeData={data}
          loadData={async () => setData([{ key: 'root', title: '根部门', children: [{ key: 'c', title: '子部门' }] }])}
        />
      );
    }
    const view = mount(<Page />);
    await click(switcher(view, '根部门'));
    await waitFor(() => titles(view).length === 2, 3000, 'the children');
  });
});

describe('Tree: check boxes', () => {
  it('linked: a parent checks its subtree, and a partly checked parent is mixed', async () => {
    const reports: TreeKey[][] = [];
    const view = mount(<Tree checkable defaultExpandAll treeData={company} onCheck={(keys) => reports.push(keys)} />);
    await click(box(view, '华北分公司'));
    expect(checkedTitles(view)).to.deep.equal(['华北分公司', '北京站', '天津站']);
    expect(checkedTitles(view, 'mixed')).to.deep.equal(['总公司']);
    await click(box(view, '北京站'));
    expect(checkedTitles(view)).to.deep.equal(['天津站']);
    expect(checkedTitles(view, 'mixed')).to.deep.equal(['总公司', '华北分公司']);
    expect(reports[0].map(String).sort()).to.deep.equal(['bj', 'north', 'tj']);
  });

  it('unlinked: every box is on its own', async () => {
    const view = mount(<Tree checkable checkMode="unlinked" defaultExpandAll treeData={company} />);
    await click(box(view, '华北分公司'));
    expect(checkedTitles(view)).to.deep.equal(['华北分公司']);
    expect(checkedTitles(view, 'mixed')).to.deep.equal([]);
  });

  it('a disabled node cannot be checked', async () => {
    const view = mount(<Tree checkable treeData={company} />);
    await click(box(view, '停用部门'));
    expect(item(view, '停用部门').getAttribute('aria-checked')).to.equal('false');
  });

  it('controlled checkedKeys are shown completed by linked checking', () => {
    const view = mount(<Tree checkable defaultExpandAll treeData={company} checkedKeys={['north']} />);
    expect(checkedTitles(view)).to.deep.equal(['华北分公司', '北京站', '天津站']);
  });
});

describe('Tree: selection', () => {
  it('single: a click selects one node and a second click unselects it', async () => {
    const reports: TreeKey[][] = [];
    const view = mount(<Tree defaultExpandAll treeData={company} onSelect={(keys) => reports.push(keys)} />);
    await click(item(view, '北京站').lastElementChild!);
    await click(item(view, '天津站').lastElementChild!);
    await click(item(view, '天津站').lastElementChild!);
    expect(reports).to.deep.equal([['bj'], ['tj'], []]);
    expect(view.$$('[aria-selected="true"]')).to.have.length(0);
  });

  it('multiple: clicks add to the selection; disabled nodes are not selected', async () => {
    const view = mount(<Tree multiple defaultExpandAll treeData={company} />);
    expect(view.$('[role="tree"]').getAttribute('aria-multiselectable')).to.equal('true');
    await click(item(view, '北京站').lastElementChild!);
    await click(item(view, '天津站').lastElementChild!);
    await click(item(view, '停用部门').lastElementChild!);
    expect(view.$$('[aria-selected="true"]').map((row) => row.textContent)).to.deep.equal(['北京站', '天津站']);
  });
});

describe('Tree: keyboard', () => {
  it('arrows move, Right opens and enters, Left goes up and closes, Enter selects', async () => {
    const selected: TreeKey[][] = [];
    const view = mount(<Tree treeData={company} onSelect={(keys) => selected.push(keys)} />);
    item(view, '总公司').focus();
    await sendKeys({ press: 'ArrowRight' });
    await waitFor(() => titles(view).length === 4);
    await sendKeys({ press: 'ArrowRight' });
    expect(view.focused()?.textContent).to.equal('华北分公司');
    await sendKeys({ press: 'ArrowDown' });
    expect(view.focused()?.textContent).to.equal('直属车队');
    await sendKeys({ press: 'Enter' });
    expect(selected).to.deep.equal([['fleet']]);
    await sendKeys({ press: 'ArrowLeft' });
    expect(view.focused()?.textContent).to.equal('总公司');
    await sendKeys({ press: 'ArrowLeft' });
    await waitFor(() => titles(view).length === 2);
  });

  it('Space checks the focused node in a checkable tree, and only one row is in the Tab order', async () => {
    const view = mount(<Tree checkable treeData={company} />);
    expect(view.$$('[role="treeitem"][tabindex="0"]')).to.have.length(1);
    item(view, '总公司').focus();
    await sendKeys({ press: 'Space' });
    expect(item(view, '总公司').getAttribute('aria-checked')).to.equal('true');
    await sendKeys({ press: 'ArrowDown' });
    expect(view.$$('[role="treeitem"][tabindex="0"]').map((row) => row.textContent)).to.deep.equal(['停用部门']);
  });
});

describe('Tree: search highlighting', () => {
  it('marks the searched text in titles', () => {
    const props: TreeProps = { treeData: company, defaultExpandAll: true, searchValue: '站' };
    const view = mount(<Tree {...props} />);
    expect(view.$$('mark').map((mark) => mark.textContent)).to.deep.equal(['站', '站']);
    expect(getComputedStyle(view.$('mark')).color).to.equal('rgb(255, 77, 79)');
  });
});
