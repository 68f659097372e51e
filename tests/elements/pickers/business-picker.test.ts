import '../../../elements/pickers/business-picker/element';
import { describeAccessibility } from '../a11y';
import type { FarmBusinessPickerElement } from '../../../elements/pickers/business-picker/element';
import { expect, sendKeys, waitFor } from '../harness';
import { pickerBackend, resetBackend } from './picker-backend';
import { all, button, click, inside, openDialog, place, recordChanges, removePlaces, shownText } from './picker-dom';

afterEach(() => {
  removePlaces();
  resetBackend();
});

async function businessPicker(attributes = '') {
  const { root, picker } = await place<FarmBusinessPickerElement>(
    `<form><farm-business-picker name="biz" list-url="/sys/position/list" query-field="name" ${attributes}></farm-business-picker></form>`,
    'farm-business-picker',
  );
  picker.columns = [
    { key: 'name', title: '名称' },
    { key: 'code', title: '编码' },
  ];
  return { form: root.querySelector('form')!, picker };
}

async function openPicker(picker: FarmBusinessPickerElement) {
  await click(inside(picker, '[part~="open-button"] button'));
  await waitFor(() => all(picker, '[aria-label="可选记录"] tbody tr').length > 0, 3000, 'the records');
}

const listRow = (picker: Element, text: string) => {
  const found = all<HTMLTableRowElement>(picker, '[aria-label="可选记录"] tbody tr').find(
    (tr) => tr.cells[1].textContent === text,
  );
  if (!found) throw new Error(`no record ${text}`);
  return found;
};
const selectedTexts = (picker: Element) =>
  all(picker, '[aria-label="已选择"] tbody tr td:last-child').map((cell) => cell.textContent);

describe('<farm-business-picker>', () => {
  it('opens at 900 px with page size 5 from the list url', async () => {
    const server = pickerBackend();
    const { picker } = await businessPicker();
    await openPicker(picker);
    expect(openDialog(picker)!.querySelector('[style*="900px"]')).to.not.equal(null);
    expect(server.calls('/sys/position/list')[0]).to.include({ pageNo: 1, pageSize: 5 });
  });

  it('the side table lists the selected records; a click there removes one', async () => {
    pickerBackend();
    const { picker } = await businessPicker('multiple');
    await openPicker(picker);
    await click(listRow(picker, '总经理'));
    await click(listRow(picker, '会计'));
    expect(selectedTexts(picker)).to.deep.equal(['总经理', '会计']);
    await click(all(picker, '[aria-label="已选择"] tbody tr')[0]);
    expect(selectedTexts(picker)).to.deep.equal(['会计']);
    expect(listRow(picker, '总经理').getAttribute('aria-selected')).to.equal('false');
  });

  it('confirm stores ids and shows names; the search goes to the query field', async () => {
    const server = pickerBackend();
    const { form, picker } = await businessPicker();
    const changes = recordChanges<{ value: string }>(picker);
    await openPicker(picker);
    openDialog(picker)!.querySelector<HTMLInputElement>('form[role="search"] input')!.focus();
    await sendKeys({ type: '财务' });
    await sendKeys({ press: 'Enter' });
    await waitFor(() => all(picker, '[aria-label="可选记录"] tbody tr').length === 1, 3000, 'the match');
    expect(server.calls('/sys/position/list').at(-1)).to.include({ name: '*财务*' });
    await click(listRow(picker, '财务经理'));
    await click(button(picker, '确定'));
    await waitFor(() => new FormData(form).get('biz') === 'p2', 3000, 'the id');
    expect(shownText(picker)).to.equal('财务经理');
    expect(changes.map((change) => change.value)).to.deep.equal(['p2']);
  });

  it('echoes an initial value keyed by the store field', async () => {
    const server = pickerBackend();
    const { picker } = await businessPicker('value="p1,p3"');
    await waitFor(() => shownText(picker) === '总经理,会计', 3000, 'the echo');
    expect(server.calls('/sys/position/list')[0]).to.include({ id: 'p1,p3' });
  });
});

describeAccessibility<FarmBusinessPickerElement>({
  tag: 'farm-business-picker',
  mount: async () => {
    pickerBackend();
    return (await businessPicker('multiple')).picker;
  },
  states: [{ name: 'the 选择 dialog', open: openPicker }],
  dialogs: [
    {
      name: 'the 选择 dialog',
      opener: (picker) => inside(picker, '[part~="open-button"] button'),
      open: async () => sendKeys({ press: 'Enter' }),
      dialog: (picker) => openDialog(picker),
    },
  ],
});
