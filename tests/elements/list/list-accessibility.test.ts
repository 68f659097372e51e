import type { FarmListElement } from '../../../elements/list/element';
import type { ListElementColumn } from '../../../elements/list';
import { describeAccessibility } from '../a11y';
import { sendKeys, waitFor } from '../harness';
import { listBackend, machines, resetBackend } from './list-backend';
import {
  all,
  button,
  checkbox,
  click,
  COLUMNS,
  hasButton,
  notices,
  openDialog,
  placeList,
  removePlaces,
} from './farm-list-dom';

afterEach(() => {
  removePlaces();
  resetBackend();
});

// Every part of a list page: query fields (a dictionary among them), a header filter, sort
// headers, row actions, the toolbar's import, export, add and advanced query.
const EVERY_PART: ListElementColumn[] = [
  ...COLUMNS.slice(0, 1),
  { key: 'status', title: '状态', dictCode: 'machine_status', filterDictCode: 'machine_status', query: true },
  ...COLUMNS.slice(2),
];

const mount = async () => {
  listBackend(machines(25));
  const list = await placeList(
    'export-url="/machine/exportXls" import-url="/machine/importExcel" add-button advanced-query save-code="list-a11y"',
    { columns: EVERY_PART },
  );
  await waitFor(() => hasButton(list, '高级查询'), 5000, 'the advanced query button');
  return list;
};

const rowAction = (list: FarmListElement, name: string, index: number) =>
  all<HTMLButtonElement>(list, `[role="group"][aria-label="${name} 的操作"] button`)[index];
const dialogShowing = (text: string) => (list: FarmListElement) =>
  openDialog(list)?.textContent?.includes(text) ? openDialog(list) : null;
const filterMenu = (list: FarmListElement) =>
  list.shadowRoot!.querySelector<HTMLElement>('[data-popup][aria-label="筛选状态"]');
const queryStatus = (list: FarmListElement) =>
  all<HTMLButtonElement>(list, 'button[aria-label]').find((candidate) =>
    candidate.getAttribute('aria-label')!.startsWith('状态'),
  )!;

const opening = (
  name: string,
  press: (list: FarmListElement) => Element,
  shown: (list: FarmListElement) => Element | null,
) => ({
  name,
  open: async (list: FarmListElement) => {
    await click(press(list));
    await waitFor(() => shown(list) !== null, 3000, name);
  },
});

describeAccessibility<FarmListElement>({
  tag: 'farm-list',
  mount,
  states: [
    opening('the 详细信息 dialog', (list) => rowAction(list, '机器21', 0), dialogShowing('详细信息')),
    opening('the delete confirmation', (list) => rowAction(list, '机器25', 2), dialogShowing('确定')),
    {
      name: 'the 批量删除 warning and confirmation',
      open: async (list) => {
        await click(button(list, '批量删除'));
        await waitFor(() => notices(list).some((shown) => shown.includes('请选择一条记录！')), 3000, 'the warning');
        await click(checkbox(list, '选择 机器25'));
        await click(button(list, '批量删除'));
        await waitFor(() => openDialog(list) !== null, 3000, 'the confirmation');
      },
    },
    opening('the 导入EXCEL modal', (list) => button(list, '导入'), dialogShowing('导入EXCEL')),
    opening('the 高级查询构造器 dialog', (list) => button(list, '高级查询'), dialogShowing('高级查询构造器')),
    opening('the 状态 header filter', (list) => button(list, '筛选状态'), filterMenu),
    opening('the 状态 query choices', queryStatus, (list) => list.shadowRoot!.querySelector('[role="option"]')),
    opening(
      'the page size choices',
      (list) => all(list, 'nav button[aria-haspopup="listbox"]')[0],
      (list) => list.shadowRoot!.querySelector('nav [role="option"]'),
    ),
  ],
  dialogs: [
    {
      name: 'the 详细信息 dialog',
      opener: (list) => rowAction(list, '机器21', 0),
      open: () => sendKeys({ press: 'Enter' }),
      dialog: dialogShowing('详细信息'),
    },
    {
      name: 'the delete confirmation',
      opener: (list) => rowAction(list, '机器25', 2),
      open: () => sendKeys({ press: 'Enter' }),
      dialog: (list) => openDialog(list),
    },
    {
      name: 'the 导入EXCEL modal',
      opener: (list) => button(list, '导入'),
      open: () => sendKeys({ press: 'Enter' }),
      dialog: dialogShowing('导入EXCEL'),
    },
    {
      name: 'the 高级查询构造器 dialog',
      opener: (list) => button(list, '高级查询'),
      open: () => sendKeys({ press: 'Enter' }),
      dialog: dialogShowing('高级查询构造器'),
    },
    {
      name: 'the 状态 header filter',
      opener: (list) => button(list, '筛选状态'),
      open: () => sendKeys({ press: 'Enter' }),
      dialog: filterMenu,
    },
  ],
});
