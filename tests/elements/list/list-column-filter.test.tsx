import { setUserButtonAuth } from '../../../elements/core/session';
import type { ListColumn } from '../../../elements/list';
import { expect, sendKeys, waitFor } from '../harness';
import { listBackend, machines, resetBackend, type Machine } from './list-backend';
import { answerConfirm, buttonNamed, mountList, unmountAll } from './list-fixture';

afterEach(() => {
  unmountAll();
  resetBackend();
  setUserButtonAuth([]);
});

const KINDS = [
  { value: '1', text: '拖拉机' },
  { value: '2', text: '收割机' },
  { value: '3', text: '播种机' },
];
const kindColumn = (extra: Partial<ListColumn<Machine>> = {}): ListColumn<Machine> => ({
  key: 'kind',
  title: '类型',
  filters: KINDS,
  ...extra,
});

const menu = () => document.querySelector<HTMLElement>('[data-popup][aria-label="筛选类型"]');
const optionBox = (text: string) => {
  const label = Array.from(menu()?.querySelectorAll('label') ?? []).find(
    (candidate) => candidate.textContent?.trim() === text,
  );
  if (!label) throw new Error(`no option ${text}`);
  return label.querySelector('input')!;
};
const menuButton = (name: '确定' | '重置') =>
  Array.from(menu()!.querySelectorAll('button')).find((button) => button.textContent?.trim() === name)!;
const currentPage = (host: HTMLElement) => host.querySelector('[aria-current="page"]')?.textContent ?? '';

async function openMenu(host: HTMLElement): Promise<void> {
  buttonNamed(host, '筛选类型').click();
  await waitFor(() => menu() !== null, 3000, 'the filter menu');
}

describe('the column filter menu', () => {
  it('sends the ticked values comma-joined from page 1, marks the header, and 重置 drops them', async () => {
    const backend = listBackend(machines(25));
    const host = await mountList({ extraColumns: [kindColumn()] });
    buttonNamed(host, '第 2 页').click();
    await waitFor(() => currentPage(host) === '2', 3000, 'page 2');

    await openMenu(host);
    expect(buttonNamed(host, '筛选类型').getAttribute('aria-expanded')).to.equal('true');
    optionBox('拖拉机').click();
    optionBox('播种机').click();
    menuButton('确定').click();
    await waitFor(() => backend.listCalls().at(-1)?.kind === '1,3', 3000, 'the filtered request');
    expect(backend.listCalls().at(-1)).to.include({ pageNo: 1 });
    expect(menu()).to.equal(null);
    expect(buttonNamed(host, '筛选类型').hasAttribute('data-active')).to.equal(true);

    await openMenu(host);
    expect(optionBox('拖拉机').checked).to.equal(true);
    expect(optionBox('收割机').checked).to.equal(false);
    menuButton('重置').click();
    await waitFor(() => !('kind' in (backend.listCalls().at(-1) ?? {})), 3000, 'the unfiltered request');
    expect(buttonNamed(host, '筛选类型').hasAttribute('data-active')).to.equal(false);
  });

  it('Escape closes the menu without applying what was ticked', async () => {
    const backend = listBackend(machines(5));
    const host = await mountList({ extraColumns: [kindColumn()] });
    const calls = backend.listCalls().length;
    await openMenu(host);
    optionBox('收割机').click();
    optionBox('收割机').focus();
    await sendKeys({ press: 'Escape' });
    await waitFor(() => menu() === null, 3000, 'the menu to close');
    expect(document.activeElement).to.equal(buttonNamed(host, '筛选类型'));
    expect(backend.listCalls()).to.have.length(calls);
    await openMenu(host);
    expect(optionBox('收割机').checked).to.equal(false);
  });

  it('a single-choice column keeps only the last value ticked', async () => {
    const backend = listBackend(machines(5));
    const host = await mountList({ extraColumns: [kindColumn({ filterMultiple: false })] });
    await openMenu(host);
    optionBox('拖拉机').click();
    optionBox('收割机').click();
    expect(optionBox('拖拉机').checked).to.equal(false);
    menuButton('确定').click();
    await waitFor(() => backend.listCalls().at(-1)?.kind === '2', 3000, 'the single value');
  });

  it('the query bar 重置 clears a column filter too', async () => {
    const backend = listBackend(machines(5));
    const host = await mountList({ extraColumns: [kindColumn()] });
    await openMenu(host);
    optionBox('拖拉机').click();
    menuButton('确定').click();
    await waitFor(() => backend.listCalls().at(-1)?.kind === '1', 3000, 'the filter');
    buttonNamed(host, '重置').click();
    await waitFor(() => !('kind' in (backend.listCalls().at(-1) ?? {})), 3000, 'the filter gone');
  });
});

describe('deletes with their own parameter names', () => {
  it('sends what deleteParams names instead of id and ids', async () => {
    const backend = listBackend(machines(5));
    const host = await mountList({
      options: {
        deleteParams: {
          one: (id) => ({ roleId: 'r1', userId: id }),
          many: (ids) => ({ roleId: 'r1', userIds: ids.join(',') }),
        },
      },
    });
    buttonNamed(host, '删除 机器05').click();
    await answerConfirm('确定');
    await waitFor(() => backend.deleteCalls().length === 1, 3000, 'the delete');
    expect(backend.deleteCalls()[0].params).to.deep.equal({ roleId: 'r1', userId: 'm05' });
  });
});
