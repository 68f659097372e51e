import '../../../elements/pickers/depart-picker/element';
import { describeAccessibility } from '../a11y';
import type { FarmDepartPickerElement } from '../../../elements/pickers/depart-picker/element';
import { expect, sendKeys, waitFor } from '../harness';
import { pickerBackend, refused, resetBackend } from './picker-backend';
import {
  all,
  button,
  click,
  inside,
  openDialog,
  place,
  recordChanges,
  removePlaces,
  shownText,
  treeNode,
} from './picker-dom';

afterEach(() => {
  removePlaces();
  resetBackend();
});

interface DepartChange {
  value: string;
  previousValue: string;
  rows: Array<{ id: string; departName: string }>;
}

async function departPicker(attributes = '') {
  const { root, picker } = await place<FarmDepartPickerElement>(
    `<form><farm-depart-picker name="departs" ${attributes}></farm-depart-picker></form>`,
    'farm-depart-picker',
  );
  return { form: root.querySelector('form')!, picker };
}

async function openPicker(picker: FarmDepartPickerElement) {
  await click(inside(picker, '[part~="open-button"] button'));
  await waitFor(() => all(picker, '[role="treeitem"]').length > 0, 3000, 'the tree shown');
}

const titles = (picker: Element) =>
  all(picker, '[role="treeitem"] [data-part="title"]').map((title) => title.textContent);
const checkOf = (picker: Element, title: string) => treeNode(picker, title).getAttribute('aria-checked');
const checkBox = (picker: Element, title: string) => treeNode(picker, title).querySelector('[data-state]')!;

describe('<farm-depart-picker>: choosing departments', () => {
  it('opens a 500 px dialog with the department tree', async () => {
    pickerBackend();
    const { picker } = await departPicker();
    await openPicker(picker);
    expect(openDialog(picker)!.querySelector('[style*="500px"]')).to.not.equal(null);
    expect(titles(picker)).to.deep.equal(['总部']);
  });

  it('stores ids, shows department names and fires farm-change on confirm', async () => {
    pickerBackend();
    const { picker } = await departPicker('multiple');
    const changes = recordChanges<DepartChange>(picker);
    await openPicker(picker);
    await click(button(picker, '展开全部'));
    await click(checkBox(picker, '研发部'));
    await click(checkBox(picker, '财务部'));
    await click(button(picker, '确定'));
    await waitFor(() => !openDialog(picker), 3000, 'closed');
    expect(shownText(picker)).to.equal('研发部,财务部');
    expect(changes.map(({ value, previousValue }) => ({ value, previousValue }))).to.deep.equal([
      { value: 'd2,d3', previousValue: '' },
    ]);
    expect(changes[0].rows.map((depart) => depart.departName)).to.deep.equal(['研发部', '财务部']);
  });

  it('single mode keeps only the latest checked', async () => {
    pickerBackend();
    const { picker } = await departPicker();
    await openPicker(picker);
    await click(button(picker, '展开全部'));
    await click(checkBox(picker, '研发部'));
    await click(checkBox(picker, '财务部'));
    expect(checkOf(picker, '研发部')).to.equal('false');
    expect(checkOf(picker, '财务部')).to.equal('true');
    expect(all(picker, 'button[aria-pressed]')).to.have.length(0);
  });

  it('cancel leaves the value as it was', async () => {
    pickerBackend();
    const { picker } = await departPicker('value="d2"');
    await waitFor(() => shownText(picker) === '研发部', 3000, 'the echo');
    const changes = recordChanges(picker);
    await openPicker(picker);
    await click(button(picker, '展开全部'));
    expect(checkOf(picker, '研发部')).to.equal('true');
    await click(checkBox(picker, '财务部'));
    await click(button(picker, '取消'));
    await waitFor(() => !openDialog(picker), 3000, 'closed');
    expect(shownText(picker)).to.equal('研发部');
    expect(changes).to.have.length(0);
  });
});

describe('<farm-depart-picker>: tree operations', () => {
  it('expands and collapses every department', async () => {
    pickerBackend();
    const { picker } = await departPicker();
    await openPicker(picker);
    await click(button(picker, '展开全部'));
    expect(titles(picker)).to.deep.equal(['总部', '研发部', '财务部']);
    await click(button(picker, '折叠全部'));
    expect(titles(picker)).to.deep.equal(['总部']);
  });

  it('searches department names and shows the matches with their parents', async () => {
    pickerBackend();
    const { picker } = await departPicker();
    await openPicker(picker);
    openDialog(picker)!.querySelector<HTMLInputElement>('input[type="search"]')!.focus();
    await sendKeys({ type: '财务' });
    await sendKeys({ press: 'Enter' });
    await waitFor(() => titles(picker).join() === '总部,财务部', 3000, 'the matches');
  });

  it('linked mode checks the children with their parent; unlinked checks one department', async () => {
    pickerBackend();
    const { picker } = await departPicker('multiple check-mode="linked"');
    await openPicker(picker);
    await click(button(picker, '展开全部'));
    await click(checkBox(picker, '总部'));
    expect(['总部', '研发部', '财务部'].map((title) => checkOf(picker, title))).to.deep.equal(['true', 'true', 'true']);
    await click(checkBox(picker, '总部'));
    await click(button(picker, '父子关联'));
    await click(checkBox(picker, '总部'));
    expect(['总部', '研发部', '财务部'].map((title) => checkOf(picker, title))).to.deep.equal([
      'true',
      'false',
      'false',
    ]);
  });

  it('Space on a focused department checks it, Escape closes', async () => {
    pickerBackend();
    const { picker } = await departPicker();
    const changes = recordChanges(picker);
    await openPicker(picker);
    treeNode(picker, '总部').focus();
    await sendKeys({ press: 'Space' });
    expect(checkOf(picker, '总部')).to.equal('true');
    await sendKeys({ press: 'Escape' });
    await waitFor(() => !openDialog(picker), 3000, 'closed');
    expect(changes).to.have.length(0);
  });
});

describe('<farm-depart-picker>: echo, form and failures', () => {
  it('echoes an initial value by a custom store field', async () => {
    pickerBackend();
    const { form, picker } = await departPicker('store-field="orgCode" value="A01A02"');
    await waitFor(() => shownText(picker) === '财务部', 3000, 'the echo');
    expect(new FormData(form).get('departs')).to.equal('A01A02');
  });

  it('form.reset() restores the value attribute; required and empty is value missing', async () => {
    pickerBackend();
    const { form, picker } = await departPicker('required value="d2"');
    await waitFor(() => shownText(picker) === '研发部', 3000, 'the echo');
    await openPicker(picker);
    await click(button(picker, '展开全部'));
    await click(checkBox(picker, '财务部'));
    await click(button(picker, '确定'));
    await waitFor(() => new FormData(form).get('departs') === 'd3', 3000, 'the chosen value');
    form.reset();
    await waitFor(() => new FormData(form).get('departs') === 'd2' && shownText(picker) === '研发部', 3000, 'reset');
    picker.value = '';
    await waitFor(() => picker.validity!.valueMissing, 3000, 'value missing');
  });

  it('a failed tree load shows the server message and keeps the value', async () => {
    let failing = false;
    pickerBackend((request) =>
      failing && request.url?.endsWith('queryTreeList') ? refused('部门加载失败') : undefined,
    );
    const { picker } = await departPicker('value="d2"');
    await waitFor(() => shownText(picker) === '研发部', 3000, 'the echo');
    failing = true;
    await click(inside(picker, '[part~="open-button"] button'));
    await waitFor(() => picker.shadowRoot!.textContent!.includes('部门加载失败'), 3000, 'the server message');
    await click(button(picker, '确定'));
    await waitFor(() => !openDialog(picker), 3000, 'closed');
    expect(shownText(picker)).to.equal('研发部');
  });
});

describeAccessibility<FarmDepartPickerElement>({
  tag: 'farm-depart-picker',
  mount: async () => {
    pickerBackend();
    return (await departPicker('multiple value="d2"')).picker;
  },
  states: [{ name: 'the 选择部门 dialog', open: openPicker }],
  dialogs: [
    {
      name: 'the 选择部门 dialog',
      opener: (picker) => inside(picker, '[part~="open-button"] button'),
      open: async () => sendKeys({ press: 'Enter' }),
      dialog: (picker) => openDialog(picker),
    },
  ],
});
