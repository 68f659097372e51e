import '../../../elements/pickers/area-picker/element';
import '../../../elements/pickers/business-picker/element';
import '../../../elements/pickers/category-select/element';
import '../../../elements/pickers/depart-picker/element';
import '../../../elements/pickers/dict-select/element';
import '../../../elements/pickers/position-picker/element';
import '../../../elements/pickers/report-picker/element';
import '../../../elements/pickers/tree-select/element';
import '../../../elements/pickers/user-picker/element';
import { clearDictMemoryCache } from '../../../elements/core/dict';
import { areaName, areaPath } from '../../../elements/pickers/area-picker/area-tree';
import { sendKeys, waitFor } from '../harness';
import { DEPART_DICT, DEPARTS, pickerBackend, POSITIONS, resetBackend, USERS } from '../pickers/picker-backend';
import { all, button, click, inside, openDialog, row, shownText, treeNode } from '../pickers/picker-dom';
import { describeValueContract, type ValueAdapter } from './value-contract';

// Every picker asks the in-memory organisation of the picker tests.
const withBackend = {
  setUp: () => void pickerBackend(),
  tearDown: () => {
    resetBackend();
    clearDictMemoryCache();
  },
  ready: (element: HTMLElement) => Boolean(element.shadowRoot?.querySelector('[part~="text"], [part~="control"]')),
};

const openButton = (element: HTMLElement) => inside<HTMLButtonElement>(element, '[part~="open-button"] button');
const textBox = (element: HTMLElement) => inside<HTMLInputElement>(element, '[part~="text"]');

/** The text a picker shows for a value, from the records it stores. */
const showsNames = (names: Record<string, string>) => (element: HTMLElement, value: unknown) =>
  shownText(element) === (names[String(value)] ?? String(value));

async function openDialogPicker(element: HTMLElement, rowsSelector = 'tbody tr'): Promise<void> {
  await click(openButton(element));
  await waitFor(
    () => Boolean(openDialog(element)) && all(element, rowsSelector).length > 0,
    5000,
    'the dialog with its records',
  );
}

async function confirm(element: HTMLElement): Promise<void> {
  await click(button(element, '确定'));
  await waitFor(() => !openDialog(element), 5000, 'the dialog closed');
}

const userNames = Object.fromEntries(USERS.map((user) => [user.username, user.realname]));
const departNames = Object.fromEntries(DEPARTS.map((depart) => [depart.id, depart.departName]));
const positionNames = (field: 'id' | 'code') =>
  Object.fromEntries(POSITIONS.map((position) => [position[field], position.name]));

const adapters: ValueAdapter[] = [
  {
    ...withBackend,
    tag: 'farm-user-picker',
    defaultText: 'admin',
    defaultValue: 'admin',
    scriptValue: 'wangwu',
    shows: showsNames(userNames),
    isDisabled: (element) => openButton(element).disabled,
    async edit(element) {
      await openDialogPicker(element);
      await click(row(element, 'lisi'));
      await confirm(element);
    },
  },
  {
    ...withBackend,
    tag: 'farm-depart-picker',
    defaultText: 'd1',
    defaultValue: 'd1',
    scriptValue: 'd3',
    shows: showsNames(departNames),
    isDisabled: (element) => openButton(element).disabled,
    async edit(element) {
      await openDialogPicker(element, '[role="treeitem"]');
      await click(button(element, '展开全部'));
      await waitFor(() => all(element, '[role="treeitem"]').length === 3, 5000, 'every department');
      await click(treeNode(element, '研发部').querySelector('[data-state]')!);
      await confirm(element);
    },
  },
  {
    ...withBackend,
    tag: 'farm-dict-select',
    attributes: 'dict-code="sex"',
    defaultText: '1',
    defaultValue: '1',
    scriptValue: '2',
    shows: (element, value) =>
      inside(element, '[part~="control"] button').textContent?.includes(value === '1' ? '男' : '女') ?? false,
    isDisabled: (element) => inside<HTMLButtonElement>(element, '[part~="control"] button').disabled,
    async edit(element) {
      await click(inside(element, '[part~="control"] button'));
      const female = () => all(element, '[role="option"]').find((option) => option.textContent === '女');
      await waitFor(() => Boolean(female()), 5000, 'the items');
      await click(female()!);
    },
  },
  {
    ...withBackend,
    tag: 'farm-tree-select',
    attributes: `dict="${DEPART_DICT}" pid-field="parent_id"`,
    defaultText: 'd1',
    defaultValue: 'd1',
    scriptValue: 'd2',
    shows: showsNames(departNames),
    isDisabled: (element) => textBox(element).disabled,
    async edit(element) {
      await click(textBox(element));
      await waitFor(() => all(element, '[role="treeitem"]').length > 0, 5000, 'the tree');
      treeNode(element, '总部').focus();
      await sendKeys({ press: 'ArrowRight' });
      await waitFor(() => all(element, '[role="treeitem"]').length === 3, 5000, 'the children');
      await click(treeNode(element, '财务部'));
    },
  },
  {
    ...withBackend,
    tag: 'farm-business-picker',
    attributes: 'list-url="/sys/position/list" query-field="name"',
    prepare(element) {
      (element as HTMLElement & { columns: unknown }).columns = [
        { key: 'name', title: '名称' },
        { key: 'code', title: '编码' },
      ];
    },
    defaultText: 'p1',
    defaultValue: 'p1',
    scriptValue: 'p3',
    shows: showsNames(positionNames('id')),
    isDisabled: (element) => openButton(element).disabled,
    async edit(element) {
      await openDialogPicker(element, '[aria-label="可选记录"] tbody tr');
      const record = all<HTMLTableRowElement>(element, '[aria-label="可选记录"] tbody tr').find(
        (tr) => tr.cells[1].textContent === '财务经理',
      );
      await click(record!);
      await confirm(element);
    },
  },
  {
    tag: 'farm-area-picker',
    defaultText: '110101',
    defaultValue: '110101',
    scriptValue: '120101',
    ready: withBackend.ready,
    shows: (element, value) => {
      const levels = ['省', '市', '区'].map(
        (label) =>
          inside<HTMLButtonElement>(element, `button:is([aria-label="${label}"], [aria-label^="${label} "])`)
            .textContent,
      );
      return areaPath(String(value)).every((id, index) => levels[index] === areaName(id));
    },
    isDisabled: (element) => inside<HTMLButtonElement>(element, 'button[aria-label^="省 "]').disabled,
    async edit(element) {
      await click(inside(element, 'button[aria-label^="省 "]'));
      const tianjin = () => all(element, '[role="option"]').find((option) => option.textContent === '天津市');
      await waitFor(() => Boolean(tianjin()), 5000, 'the provinces');
      await click(tianjin()!);
    },
  },
  {
    ...withBackend,
    tag: 'farm-report-picker',
    attributes: 'code="crops" origin-fields="code,name" target-fields="cropCode,cropName"',
    defaultText: 'rice',
    defaultValue: 'rice',
    scriptValue: 'wheat',
    shows: (element, value) => shownText(element) === value,
    isDisabled: (element) => openButton(element).disabled,
    async edit(element) {
      await openDialogPicker(element);
      await click(all(element, 'tbody tr')[3]);
      await confirm(element);
    },
  },
  {
    ...withBackend,
    tag: 'farm-category-select',
    attributes: 'pcode="B01"',
    defaultText: 'c2',
    defaultValue: 'c2',
    scriptValue: 'c1',
    shows: showsNames({ c1: '农作物', c2: '水稻', c3: '小麦' }),
    isDisabled: (element) => textBox(element).disabled,
    async edit(element) {
      await click(textBox(element));
      await waitFor(() => all(element, '[role="treeitem"]').length === 2, 5000, 'the categories');
      await click(treeNode(element, '小麦'));
    },
  },
  {
    ...withBackend,
    tag: 'farm-position-picker',
    defaultText: 'ceo',
    defaultValue: 'ceo',
    scriptValue: 'accountant',
    shows: showsNames(positionNames('code')),
    isDisabled: (element) => openButton(element).disabled,
    async edit(element) {
      await openDialogPicker(element);
      await click(row(element, '财务经理'));
      await confirm(element);
    },
  },
];

for (const adapter of adapters) describeValueContract(adapter);
