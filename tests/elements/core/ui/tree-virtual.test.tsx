import axe from 'axe-core';
import { Tree, type TreeKey, type TreeNode } from '../../../../elements/core/ui';
import { expect, sendKeys, waitFor } from '../../harness';
import { click, mount, unmountAll, type Mounted } from './mount';

afterEach(unmountAll);

// 5,000 departments: 50 branches of 99 offices each.
const branches: TreeNode[] = Array.from({ length: 50 }, (_, branch) => ({
  key: `b${branch}`,
  title: `分公司${branch}`,
  children: Array.from({ length: 99 }, (_, office) => ({
    key: `b${branch}o${office}`,
    title: `分公司${branch}-站${office}`,
  })),
}));

const HEIGHT = 400;
const items = (view: Mounted) => view.$$('[role="treeitem"]');
const tree = (view: Mounted) => view.$('[role="tree"]');
const focusedTitle = (view: Mounted) => view.focused()?.textContent ?? null;
const scrollTo = (view: Mounted, top: number) => {
  tree(view).scrollTop = top;
  tree(view).dispatchEvent(new Event('scroll'));
};

describe('Tree with a height: only the rows in view are in the DOM', () => {
  it('draws a few dozen of 5,000 rows, each still telling its level, position and set size', () => {
    const view = mount(<Tree treeData={branches} defaultExpandAll height={HEIGHT} aria-label="部门" />);
    expect(items(view).length).to.be.within(14, 40);
    expect(tree(view).scrollHeight).to.equal(5000 * 28);
    expect(tree(view).getBoundingClientRect().height).to.equal(HEIGHT);
    const office = items(view)[1];
    expect([
      office.textContent,
      office.getAttribute('aria-level'),
      office.getAttribute('aria-posinset'),
      office.getAttribute('aria-setsize'),
    ]).to.deep.equal(['分公司0-站0', '2', '1', '99']);
  });

  it('scrolling draws the rows that come into view', async () => {
    const view = mount(<Tree treeData={branches} defaultExpandAll height={HEIGHT} />);
    scrollTo(view, 2500 * 28);
    // Row 2500 is branch 25's office 0 (each branch takes 100 rows).
    await waitFor(() => items(view).some((row) => row.textContent === '分公司25-站0'), 3000, 'the rows at the middle');
    expect(items(view).length).to.be.below(45);
  });

  it('a tree shorter than its height draws every row and does not scroll', () => {
    const view = mount(<Tree treeData={branches.slice(0, 3)} height={HEIGHT} />);
    expect(items(view).map((row) => row.textContent)).to.deep.equal(['分公司0', '分公司1', '分公司2']);
    expect(tree(view).getBoundingClientRect().height).to.equal(3 * 28);
  });

  it('searching down to fewer rows after a scroll shows them at once', async () => {
    const view = mount(<Tree treeData={branches} defaultExpandAll height={HEIGHT} />);
    scrollTo(view, 4000 * 28);
    await waitFor(() => items(view).some((row) => row.textContent === '分公司40-站0'), 3000, 'the scrolled rows');
    view.render(<Tree treeData={branches.slice(0, 1)} defaultExpandAll height={HEIGHT} />);
    await waitFor(
      () => items(view).some((row) => row.textContent === '分公司0-站98'),
      3000,
      'the end of the short tree',
    );
  });
});

describe('Tree with a height: keyboard', () => {
  it('End and Home reach rows that were not drawn, focused and scrolled into view', async () => {
    const view = mount(<Tree treeData={branches} defaultExpandAll height={HEIGHT} />);
    items(view)[0].focus();
    await sendKeys({ press: 'End' });
    await waitFor(() => focusedTitle(view) === '分公司49-站98', 3000, 'the last row focused');
    const last = view.focused()!.getBoundingClientRect();
    const frame = tree(view).getBoundingClientRect();
    expect(last.bottom).to.be.at.most(frame.bottom + 0.5);
    expect(last.top).to.be.at.least(frame.top - 0.5);
    await sendKeys({ press: 'Home' });
    await waitFor(() => focusedTitle(view) === '分公司0', 3000, 'the first row focused');
    expect(tree(view).scrollTop).to.equal(0);
  });

  it('arrows walk past the bottom of the view, and Enter selects there', async () => {
    const selected: TreeKey[][] = [];
    const view = mount(
      <Tree treeData={branches} defaultExpandAll height={HEIGHT} onSelect={(keys) => selected.push(keys)} />,
    );
    items(view)[0].focus();
    for (let step = 0; step < 20; step += 1) await sendKeys({ press: 'ArrowDown' });
    await waitFor(() => focusedTitle(view) === '分公司0-站19', 3000, 'row 20 focused');
    expect(tree(view).scrollTop).to.be.above(0);
    await sendKeys({ press: 'Enter' });
    expect(selected).to.deep.equal([['b0o19']]);
    expect(view.$('[aria-selected="true"]').textContent).to.equal('分公司0-站19');
  });

  it('the focused row stays in the DOM while scrolled away, and the next arrow brings the view back', async () => {
    const view = mount(<Tree treeData={branches} checkable defaultExpandAll height={HEIGHT} />);
    items(view)[1].focus();
    scrollTo(view, 3000 * 28);
    await waitFor(() => items(view).some((row) => row.textContent === '分公司30-站0'), 3000, 'the scrolled rows');
    expect(focusedTitle(view)).to.equal('分公司0-站0');
    expect(view.$$('[role="treeitem"][tabindex="0"]').map((row) => row.textContent)).to.deep.equal(['分公司0-站0']);
    await sendKeys({ press: 'ArrowDown' });
    await waitFor(
      () => focusedTitle(view) === '分公司0-站1' && tree(view).scrollTop < 100,
      3000,
      'the view back at the top',
    );
    await sendKeys({ press: 'Space' });
    expect(view.focused()!.getAttribute('aria-checked')).to.equal('true');
  });

  it('Left collapses a branch and the rows below move up; the switcher opens it again', async () => {
    const view = mount(<Tree treeData={branches} defaultExpandAll height={HEIGHT} />);
    items(view)[0].focus();
    await sendKeys({ press: 'ArrowLeft' });
    await waitFor(() => items(view)[1]?.textContent === '分公司1', 3000, 'branch 0 collapsed');
    expect(tree(view).scrollHeight).to.equal(4901 * 28);
    await click(items(view)[0].firstElementChild!);
    await waitFor(
      () => items(view)[1]?.textContent === '分公司0-站0',
      3000,
      'branch 0 open again after a switcher click',
    );
    expect(tree(view).scrollHeight).to.equal(5000 * 28);
  });
});

describe('Tree with a height: accessibility', () => {
  it('has no axe violations while scrolled to the middle with a focused row', async () => {
    const view = mount(<Tree treeData={branches} checkable defaultExpandAll height={HEIGHT} aria-label="部门" />);
    items(view)[0].focus();
    scrollTo(view, 1200 * 28);
    await waitFor(() => items(view).some((row) => row.textContent === '分公司12-站0'), 3000, 'the scrolled rows');
    const result = await axe.run(view.host, { rules: { region: { enabled: false } } });
    expect(
      result.violations.map(
        (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
      ),
    ).to.deep.equal([]);
  });
});
