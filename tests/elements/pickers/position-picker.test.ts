import '../../../elements/pickers/position-picker/element';
import { describeAccessibility } from '../a11y';
import type { FarmPositionPickerElement } from '../../../elements/pickers/position-picker/element';
import { expect, sendKeys, waitFor } from '../harness';
import { pickerBackend, resetBackend } from './picker-backend';
import {
  all,
  button,
  click,
  inside,
  openDialog,
  place,
  recordChanges,
  removePlaces,
  row,
  shownText,
} from './picker-dom';

afterEach(() => {
  removePlaces();
  resetBackend();
});

interface PositionChange {
  value: string;
  previousValue: string;
  rows: Array<{ id: string; code: string; name: string }>;
}

async function positionPicker(attributes = '') {
  const { root, picker } = await place<FarmPositionPickerElement>(
    `<form><farm-position-picker name="post" ${attributes}></farm-position-picker></form>`,
    'farm-position-picker',
  );
  return { form: root.querySelector('form')!, picker };
}

async function openPicker(picker: FarmPositionPickerElement) {
  await click(inside(picker, '[part~="open-button"] button'));
  await waitFor(() => all(picker, 'tbody tr').length > 0, 3000, 'the positions listed');
}

const cells = (picker: Element) =>
  all<HTMLTableRowElement>(picker, 'tbody tr').map((tr) =>
    Array.from(tr.cells)
      .slice(1)
      .map((cell) => cell.textContent),
  );

describe('<farm-position-picker>', () => {
  it('shows name, code and rank text', async () => {
    pickerBackend();
    const { picker } = await positionPicker();
    await openPicker(picker);
    expect(
      all(picker, 'thead th')
        .map((th) => th.textContent)
        .slice(1),
    ).to.deep.equal(['职务名称', '职务编码', '职级']);
    expect(cells(picker)[0]).to.deep.equal(['总经理', 'ceo', '高层']);
  });

  it('returns id and code: stores the code, shows the name, and the rows carry the id', async () => {
    pickerBackend();
    const { form, picker } = await positionPicker();
    const changes = recordChanges<PositionChange>(picker);
    await openPicker(picker);
    await click(row(picker, '财务经理'));
    await click(button(picker, '确定'));
    await waitFor(() => !openDialog(picker), 3000, 'closed');
    expect(shownText(picker)).to.equal('财务经理');
    expect(new FormData(form).get('post')).to.equal('cfo');
    expect(changes[0].rows.map(({ id, code }) => ({ id, code }))).to.deep.equal([{ id: 'p2', code: 'cfo' }]);
  });

  it('searches names on the server', async () => {
    const server = pickerBackend();
    const { picker } = await positionPicker();
    await openPicker(picker);
    openDialog(picker)!.querySelector<HTMLInputElement>('form[role="search"] input')!.focus();
    await sendKeys({ type: '经理' });
    await sendKeys({ press: 'Enter' });
    await waitFor(() => cells(picker).length === 2, 3000, 'the matches');
    expect(server.calls('/sys/position/list').at(-1)).to.include({ name: '*经理*', pageNo: 1 });
  });

  it('echoes an initial value, and form.reset() restores it', async () => {
    pickerBackend();
    const { form, picker } = await positionPicker('multiple value="ceo,accountant"');
    await waitFor(() => shownText(picker) === '总经理,会计', 3000, 'the echo');
    await openPicker(picker);
    await click(row(picker, '会计'));
    await click(button(picker, '确定'));
    await waitFor(() => new FormData(form).get('post') === 'ceo', 3000, 'one left');
    form.reset();
    await waitFor(
      () => new FormData(form).get('post') === 'ceo,accountant' && shownText(picker) === '总经理,会计',
      3000,
      'reset',
    );
  });
});

describeAccessibility<FarmPositionPickerElement>({
  tag: 'farm-position-picker',
  mount: async () => {
    pickerBackend();
    return (await positionPicker('value="ceo"')).picker;
  },
  states: [{ name: 'the 选择职务 dialog', open: openPicker }],
  dialogs: [
    {
      name: 'the 选择职务 dialog',
      opener: (picker) => inside(picker, '[part~="open-button"] button'),
      open: async () => sendKeys({ press: 'Enter' }),
      dialog: (picker) => openDialog(picker),
    },
  ],
});
