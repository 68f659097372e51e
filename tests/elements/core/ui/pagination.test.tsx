import { useState, type ReactElement } from 'react';
import { setLocale } from '../../../../elements/core/i18n';
import { Pagination } from '../../../../elements/core/ui';
import { expect, sendKeys, waitFor } from '../../harness';
import { byText, click, mount, unmountAll, type Mounted } from './mount';

afterEach(() => {
  unmountAll();
  setLocale('zh-CN');
});

type Change = [number, number];

function Page({
  total,
  changes,
  ...rest
}: {
  total: number;
  changes: Change[];
  showQuickJumper?: boolean;
  showTotal?: 'range' | 'total' | false;
}): ReactElement {
  const [state, setState] = useState({ current: 1, pageSize: 10 });
  return (
    <Pagination
      total={total}
      current={state.current}
      pageSize={state.pageSize}
      {...rest}
      onChange={(current, pageSize) => {
        changes.push([current, pageSize]);
        setState({ current, pageSize });
      }}
    />
  );
}

const pageLabels = (view: Mounted) => view.$$('li > button').map((button) => button.getAttribute('aria-label'));
const current = (view: Mounted) => view.$('[aria-current="page"]').textContent;

describe('Pagination: total text', () => {
  it("shows 'a-b 共N条' by default, following the page", async () => {
    const changes: Change[] = [];
    const view = mount(<Page total={95} changes={changes} />);
    expect(view.$('nav li').textContent).to.equal('1-10 共95条');
    await click(view.$('button[aria-label="第 10 页"]'));
    expect(view.$('nav li').textContent).to.equal('91-95 共95条');
  });

  it("'total' shows 共 N 条 and false shows none", () => {
    const view = mount(<Page total={95} changes={[]} showTotal="total" />);
    expect(view.$('nav li').textContent).to.equal('共 95 条');
    view.render(<Page total={95} changes={[]} showTotal={false} />);
    expect(view.$('nav li button')).to.exist;
  });

  it('follows the language', () => {
    setLocale('en');
    const view = mount(<Page total={95} changes={[]} />);
    expect(view.$('nav li').textContent).to.equal('1-10 of 95 items');
  });
});

describe('Pagination: moving between pages', () => {
  it('page buttons, previous and next report onChange(page, pageSize) and mark the current page', async () => {
    const changes: Change[] = [];
    const view = mount(<Page total={95} changes={changes} />);
    expect(view.$<HTMLButtonElement>('button[aria-label="上一页"]').disabled).to.equal(true);
    await click(view.$('button[aria-label="第 3 页"]'));
    await click(view.$('button[aria-label="下一页"]'));
    await click(view.$('button[aria-label="上一页"]'));
    expect(changes).to.deep.equal([
      [3, 10],
      [4, 10],
      [3, 10],
    ]);
    expect(current(view)).to.equal('3');
  });

  it('shows jumps over hidden pages that move five pages', async () => {
    const changes: Change[] = [];
    const view = mount(<Page total={200} changes={changes} />);
    expect(pageLabels(view)).to.deep.equal([
      '上一页',
      '第 1 页',
      '第 2 页',
      '第 3 页',
      '第 4 页',
      '第 5 页',
      '向后 5 页',
      '第 20 页',
      '下一页',
    ]);
    await click(view.$('button[aria-label="向后 5 页"]'));
    expect(current(view)).to.equal('6');
    expect(pageLabels(view)).to.include('向前 5 页');
  });

  it('the last page disables next', async () => {
    const view = mount(<Page total={95} changes={[]} />);
    await click(view.$('button[aria-label="第 10 页"]'));
    expect(view.$<HTMLButtonElement>('button[aria-label="下一页"]').disabled).to.equal(true);
  });
});

describe('Pagination: page size', () => {
  it('offers 10 / 20 / 30 per page and keeps a page that still exists, else goes to the last', async () => {
    const changes: Change[] = [];
    const view = mount(<Page total={95} changes={changes} />);
    await click(view.$('button[aria-label="第 10 页"]'));
    const sizeSelect = view.$('button[aria-label="10 条/页 每页条数"]');
    expect(sizeSelect.textContent).to.equal('10 条/页');
    await click(sizeSelect);
    await waitFor(() => view.$$('[role="option"]').length === 3);
    expect(view.$$('[role="option"]').map((option) => option.textContent)).to.deep.equal([
      '10 条/页',
      '20 条/页',
      '30 条/页',
    ]);
    await click(byText(view.root, '30 条/页', '[role="option"]'));
    expect(changes[changes.length - 1]).to.deep.equal([4, 30]);
    expect(view.$('nav li').textContent).to.equal('91-95 共95条');
  });
});

describe('Pagination: quick jumper', () => {
  it('Enter jumps to the typed page, clamped to the last; nonsense is ignored', async () => {
    const changes: Change[] = [];
    const view = mount(<Page total={95} changes={changes} showQuickJumper />);
    const box = view.$<HTMLInputElement>('label input');
    expect(box.closest('label')!.textContent).to.equal('跳至页');
    await click(box);
    await sendKeys({ type: '7' });
    await sendKeys({ press: 'Enter' });
    expect(changes).to.deep.equal([[7, 10]]);
    expect(box.value).to.equal('');
    await sendKeys({ type: '99' });
    await sendKeys({ press: 'Enter' });
    await sendKeys({ type: 'x' });
    await sendKeys({ press: 'Enter' });
    expect(changes).to.deep.equal([
      [7, 10],
      [10, 10],
    ]);
  });
});
