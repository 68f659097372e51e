import type { FarmGridElement } from '../../../elements/grid/element';
import type { GridColumn, GridRow, SubFormProps } from '../../../elements/grid';
import { describeAccessibility } from '../a11y';
import { sendKeys, sendMouse, waitFor } from '../harness';
import { pickerBackend, resetBackend } from '../pickers/picker-backend';
import { button, cell, click, placeGrid, removePlaces } from './grid-dom';

const SETTINGS_KEY = 'farm-grid:add-row-settings:a11y-test';

afterEach(() => {
  removePlaces();
  resetBackend();
  localStorage.removeItem(SETTINGS_KEY);
});

// A column of every kind a user edits in place or in a pop-up, with a footer statistic and a rule.
// Columns out of view are not drawn: each suite shows the half it opens.
const FIRST_HALF: GridColumn[] = [
  { key: 'name', title: '名称', validateRules: [{ required: true, message: '请输入名称' }] },
  { key: 'hours', title: '工时', type: 'inputNumber', statistics: ['sum', 'average'] },
  {
    key: 'kind',
    title: '类别',
    type: 'select',
    options: [
      { value: '1', text: '耕地' },
      { value: '2', text: '收割' },
    ],
  },
  {
    key: 'crop',
    title: '作物',
    type: 'select-search',
    options: [
      { value: 'rice', text: '水稻' },
      { value: 'wheat', text: '小麦' },
    ],
  },
  { key: 'owner', title: '负责人', type: 'sel_user' },
  { key: 'done', title: '完成', type: 'checkbox' },
];
const SECOND_HALF: GridColumn[] = [
  { key: 'name', title: '名称' },
  { key: 'day', title: '日期', type: 'date' },
  { key: 'note', title: '备注', type: 'textarea' },
  { key: 'memo', title: '说明', type: 'input_pop' },
  { key: 'tags', title: '标签', type: 'tags' },
  { key: 'rate', title: '进度', type: 'progress' },
  { key: 'photo', title: '照片', type: 'image' },
];

const ROWS: GridRow[] = [
  {
    id: 'r1',
    name: '拖拉机',
    hours: 3,
    kind: '1',
    crop: 'rice',
    owner: 'admin',
    day: '2026-03-01',
    done: 'Y',
    note: '检修',
    memo: '',
    tags: '春耕',
    rate: 40,
    photo: '',
  },
  {
    id: 'r2',
    name: '',
    hours: 5,
    kind: '2',
    crop: '',
    owner: '',
    day: '',
    done: 'N',
    note: '',
    memo: '',
    tags: '',
    rate: 100,
    photo: '',
  },
];

const mount = (columns: GridColumn[]) => async (): Promise<FarmGridElement> => {
  pickerBackend();
  const grid = await placeGrid({
    columns,
    rows: ROWS,
    attributes: { 'row-number': '', 'row-selection': '', 'settings-key': 'a11y-test', caption: '农机作业' },
  });
  grid.rowMenuItems = () => [
    { key: 'edit', label: '编辑' },
    { key: 'delete', label: '删除', danger: true },
  ];
  if (columns.some((column) => column.key === 'owner'))
    await waitFor(() => cell(grid, 0, 'owner').textContent === '管理员', 3000, 'the echoed user');
  return grid;
};

const popup = (grid: Element) => grid.shadowRoot!.querySelector<HTMLElement>('[data-popup]');
const openDialog = (grid: Element) => grid.shadowRoot!.querySelector<HTMLDialogElement>('dialog[open]');
const settingsPanel = (grid: Element) =>
  grid.shadowRoot!.querySelector<HTMLElement>('[role="dialog"][aria-label="新增设置"]');

/** Clicks a cell, scrolled into view first: the grid is narrower than its columns. */
const clickCell = async (grid: FarmGridElement, key: string) => {
  cell(grid, 0, key).scrollIntoView({ block: 'nearest', inline: 'center' });
  await click(cell(grid, 0, key));
};

/** Opens the editor of a cell with Enter, as a keyboard user does, and waits for `shown`. */
const editing = (name: string, key: string, shown: (grid: FarmGridElement) => Element | null) => ({
  name,
  open: async (grid: FarmGridElement) => {
    await clickCell(grid, key);
    await sendKeys({ press: 'Enter' });
    await waitFor(() => shown(grid) !== null, 3000, name);
  },
});

const selectRows = async (grid: FarmGridElement) => {
  cell(grid, 0, 'name').closest('[role="row"]')!.querySelector<HTMLInputElement>('input[type="checkbox"]')!.click();
  await waitFor(() => button(grid, '删除') !== null, 3000, '删除 shown');
};

const openSettings = async (grid: FarmGridElement) => {
  await click(button(grid, '新增设置'));
  await waitFor(() => settingsPanel(grid) !== null, 3000, 'the settings panel');
};

describeAccessibility<FarmGridElement>({
  tag: 'farm-grid',
  variant: 'with its toolbar, text, number, select and picker cells',
  mount: mount(FIRST_HALF),
  states: [
    {
      name: 'a row selected and a cell failing its rule',
      open: async (grid) => {
        await selectRows(grid);
        await grid.validate();
        await waitFor(() => grid.shadowRoot!.querySelector('[role="alert"]') !== null, 3000, 'the message');
      },
    },
    {
      name: 'the delete confirmation',
      open: async (grid) => {
        await selectRows(grid);
        await click(button(grid, '删除'));
        await waitFor(() => openDialog(grid) !== null, 3000, 'the confirmation');
      },
    },
    {
      name: 'the row menu',
      open: async (grid) => {
        const box = cell(grid, 1, 'name').getBoundingClientRect();
        await sendMouse({ type: 'click', button: 'right', position: [Math.round(box.x + 10), Math.round(box.y + 10)] });
        await waitFor(() => grid.shadowRoot!.querySelector('[role="menu"]') !== null, 3000, 'the row menu');
      },
    },
    { name: 'the 新增设置 panel', open: openSettings },
    editing('a text editor', 'name', (grid) => grid.shadowRoot!.querySelector('.rdg-editor-container input')),
    editing('a select editor', 'kind', (grid) =>
      grid.shadowRoot!.querySelector('.rdg-editor-container :is(select, button)'),
    ),
    editing('the search pop-up', 'crop', popup),
    {
      name: 'the user picker of a cell',
      open: async (grid) => {
        await clickCell(grid, 'owner');
        await sendKeys({ press: 'Enter' });
        await waitFor(
          () => grid.shadowRoot!.querySelector('.rdg-editor-container [part~="open-button"] button') !== null,
          3000,
          'the picker in the cell',
        );
        grid
          .shadowRoot!.querySelector<HTMLButtonElement>('.rdg-editor-container [part~="open-button"] button')!
          .click();
        await waitFor(() => openDialog(grid)?.querySelector('tbody tr') != null, 3000, 'the users');
      },
    },
  ],
  dialogs: [
    {
      name: 'the delete confirmation',
      prepare: selectRows,
      opener: (grid) => button(grid, '删除'),
      open: () => sendKeys({ press: 'Enter' }),
      dialog: openDialog,
    },
    {
      name: 'the 新增设置 panel',
      opener: (grid) => button(grid, '新增设置'),
      open: () => sendKeys({ press: 'Enter' }),
      dialog: settingsPanel,
    },
    {
      name: 'the user picker of a cell',
      prepare: async (grid) => {
        await clickCell(grid, 'owner');
        await sendKeys({ press: 'Enter' });
        await waitFor(
          () => grid.shadowRoot!.querySelector('.rdg-editor-container [part~="open-button"] button') !== null,
          3000,
          'the picker in the cell',
        );
      },
      opener: (grid) =>
        grid.shadowRoot!.querySelector<HTMLElement>('.rdg-editor-container [part~="open-button"] button')!,
      open: () => sendKeys({ press: 'Enter' }),
      dialog: openDialog,
    },
  ],
});

describeAccessibility<FarmGridElement>({
  tag: 'farm-grid',
  variant: 'with its date, pop-up, tag, progress and image cells',
  mount: mount(SECOND_HALF),
  states: [
    editing('the textarea pop-up', 'note', popup),
    editing('the input_pop pop-up', 'memo', popup),
    editing('the image upload pop-up', 'photo', popup),
    editing('the date editor', 'day', (grid) => grid.shadowRoot!.querySelector('.rdg-editor-container input')),
    {
      name: 'the calendar of the date editor',
      open: async (grid: FarmGridElement) => {
        await clickCell(grid, 'day');
        await sendKeys({ press: 'Enter' });
        await waitFor(
          () => grid.shadowRoot!.querySelector('.rdg-editor-container input') !== null,
          3000,
          'the date editor',
        );
        await sendKeys({ press: 'ArrowDown' });
        await waitFor(() => grid.shadowRoot!.querySelector('[data-picker-panel]') !== null, 3000, 'the calendar');
      },
    },
  ],
});

/** A plain-DOM sub-form, as a `<farm-grid>` host without React writes it. */
function maintenanceForm({ row, setValues, close }: SubFormProps): Node {
  const form = document.createElement('form');
  const label = document.createElement('label');
  const input = document.createElement('input');
  input.value = String(row.hours ?? '');
  input.addEventListener('change', () => setValues({ hours: input.value }));
  label.append('工时', input);
  const done = document.createElement('button');
  done.type = 'button';
  done.textContent = '完成';
  done.addEventListener('click', close);
  form.append(label, done);
  return form;
}

const subForm = (grid: Element) => grid.shadowRoot!.querySelector<HTMLElement>('[role="dialog"][data-row-key]');

describeAccessibility<FarmGridElement>({
  tag: 'farm-grid',
  variant: 'with drag sort and a sub-form under its rows',
  mount: async () => {
    const grid = await placeGrid({
      columns: [
        { key: 'name', title: '名称' },
        { key: 'hours', title: '工时' },
      ],
      rows: [
        { id: '1', name: '拖拉机', hours: '3', orderNum: 1 },
        { id: '2', name: '收割机', hours: '5', orderNum: 2 },
      ],
      attributes: { 'drag-sort': '', 'row-selection': '' },
    });
    grid.renderSubForm = maintenanceForm;
    return grid;
  },
  states: [
    {
      name: 'the sub-form popover',
      open: async (grid) => {
        await click(cell(grid, 0, 'name'));
        await waitFor(() => subForm(grid) !== null, 3000, 'the sub-form');
      },
    },
  ],
  dialogs: [
    {
      name: 'the sub-form popover',
      opener: (grid) => cell(grid, 0, 'name'),
      open: (grid) => click(cell(grid, 0, 'name')),
      dialog: subForm,
    },
  ],
});
