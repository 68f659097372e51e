import '../../../elements/pickers/area-picker/element';
import { describeAccessibility } from '../a11y';
import type { FarmAreaPickerElement } from '../../../elements/pickers/area-picker/element';
import { expect, waitFor } from '../harness';
import { all, click, inside, place, recordChanges, removePlaces } from './picker-dom';

afterEach(removePlaces);

interface AreaChange {
  value: string;
  previousValue: string;
  rows: Array<{ id: string; text: string }>;
}

async function areaPicker(attributes = '') {
  const { root, picker } = await place<FarmAreaPickerElement>(
    `<form><farm-area-picker name="area" ${attributes}></farm-area-picker></form>`,
    'farm-area-picker',
  );
  return { form: root.querySelector('form')!, picker };
}

// A drop-down is named by its level and what it shows ("市 市辖区").
const level = (picker: Element, label: string) =>
  inside<HTMLButtonElement>(picker, `button:is([aria-label="${label}"], [aria-label^="${label} "])`);
const option = (picker: Element, text: string) => {
  const found = all(picker, '[role="option"]').find((candidate) => candidate.textContent === text);
  if (!found) throw new Error(`no option ${text}`);
  return found;
};

describe('<farm-area-picker>', () => {
  it('chooses province, city and district in turn and stores the district code', async () => {
    const { form, picker } = await areaPicker();
    const changes = recordChanges<AreaChange>(picker);
    expect(level(picker, '市').disabled).to.equal(true);
    await click(level(picker, '省'));
    await click(option(picker, '北京市'));
    await waitFor(() => !level(picker, '市').disabled, 3000, 'the cities');
    await click(level(picker, '市'));
    await click(option(picker, '市辖区'));
    await waitFor(() => !level(picker, '区').disabled, 3000, 'the districts');
    await click(level(picker, '区'));
    await click(option(picker, '东城区'));
    await waitFor(() => new FormData(form).get('area') === '110101', 3000, 'the code');
    expect(changes.at(-1)!.rows.map((area) => area.text)).to.deep.equal(['北京市', '市辖区', '东城区']);
    expect(changes.at(-1)!.previousValue).to.equal('110100');
  });

  it('shows an initial code as its three levels, and form.reset() restores it', async () => {
    const { form, picker } = await areaPicker('value="110101"');
    expect(['省', '市', '区'].map((label) => level(picker, label).textContent)).to.deep.equal([
      '北京市',
      '市辖区',
      '东城区',
    ]);
    await click(level(picker, '省'));
    await click(option(picker, '天津市'));
    await waitFor(() => new FormData(form).get('area') === '120000', 3000, 'the new province');
    form.reset();
    await waitFor(
      () => new FormData(form).get('area') === '110101' && level(picker, '区').textContent === '东城区',
      3000,
      'reset',
    );
  });

  it('a bad type shows Bad type value', async () => {
    const { picker } = await areaPicker('type="tree"');
    expect(inside(picker, '[role="alert"]').textContent).to.equal('Bad type value: tree');
  });
});

describeAccessibility<FarmAreaPickerElement>({
  tag: 'farm-area-picker',
  mount: async () => (await areaPicker('value="110101"')).picker,
  states: [
    {
      name: 'the list of provinces',
      open: async (picker) => {
        await click(level(picker, '省'));
        await waitFor(() => all(picker, '[role="option"]').length > 0, 3000, 'the provinces');
      },
    },
  ],
});
