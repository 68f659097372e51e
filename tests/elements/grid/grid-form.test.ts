import type { FarmGridElement, GridColumn, GridFormValue } from '../../../elements/grid/element';
import { expect, sendKeys, settle, waitFor } from '../harness';
import { button, cell, click, openEditor, removePlaces } from './grid-dom';

afterEach(() => {
  removePlaces();
  for (const form of document.querySelectorAll('form[data-grid-form]')) form.remove();
});

const columns: GridColumn[] = [{ key: 'name', title: '名称', validateRules: [{ required: true }] }];
const given = [
  { id: '1', name: 'a' },
  { id: '2', name: 'b' },
];

/** A form holding `<farm-grid name="parts">` (inside a fieldset), with `markup` as the grid's attributes. */
async function placeInForm(
  options: { rows?: typeof given; markup?: string } = {},
): Promise<{ form: HTMLFormElement; grid: FarmGridElement; fieldset: HTMLFieldSetElement }> {
  const form = document.createElement('form');
  form.dataset.gridForm = '';
  form.style.width = '900px';
  form.innerHTML = `<fieldset><farm-grid name="parts" ${options.markup ?? ''}></farm-grid></fieldset><button>提交</button>`;
  const grid = form.querySelector('farm-grid')!;
  grid.columns = columns;
  if (options.rows) grid.rows = options.rows;
  document.body.append(form);
  await waitFor(() => Boolean(grid.shadowRoot?.querySelector('.rdg')), 3000, '<farm-grid> rendered');
  return { form, grid, fieldset: form.querySelector('fieldset')! };
}

/** What the form would send for the grid, read back from its JSON. */
function submitted(form: HTMLFormElement): GridFormValue | null {
  const text = new FormData(form).get('parts');
  return typeof text === 'string' ? (JSON.parse(text) as GridFormValue) : null;
}

const messageIn = (grid: Element, rowIdx: number) =>
  cell(grid, rowIdx, 'name').querySelector('[role="alert"]')?.textContent;

describe('<farm-grid name> submits its rows as JSON', () => {
  it('sends every row, and what changed, after each edit, add and delete', async () => {
    const { form, grid } = await placeInForm({ rows: given });
    await waitFor(() => submitted(form) !== null, 3000, 'the form value');
    expect(submitted(form)).to.deep.equal({ rows: given, insertedRows: [], updatedRows: [], deletedIds: [] });
    expect(grid.value).to.deep.equal(submitted(form));

    await openEditor(grid, 0, 'name');
    await sendKeys({ type: 'x' });
    await sendKeys({ press: 'Enter' });
    await waitFor(() => submitted(form)?.updatedRows.length === 1, 3000, 'the edited row in the form value');
    expect(submitted(form)!.updatedRows).to.deep.equal([{ id: '1', name: 'ax' }]);

    await click(button(grid, '新增'));
    await waitFor(() => submitted(form)?.insertedRows.length === 1, 3000, 'the added row in the form value');
    const afterAdd = submitted(form)!;
    expect(afterAdd.insertedRows, 'a new row is sent without its temporary id').to.deep.equal([{ name: '' }]);
    expect(afterAdd.rows).to.deep.equal([{ id: '1', name: 'ax' }, { id: '2', name: 'b' }, { name: '' }]);

    // Methods change the value at once: a script may submit right after.
    grid.removeRows('2');
    expect(submitted(form)!.deletedIds).to.deep.equal(['2']);
    grid.addRows({ name: 'c' });
    expect(submitted(form)!.insertedRows).to.deep.equal([{ name: '' }, { name: 'c' }]);
  });

  it('keeps its value its own: an assignment to value is put back', async () => {
    const { form, grid } = await placeInForm({ rows: given });
    await waitFor(() => submitted(form) !== null, 3000, 'the form value');
    grid.value = { rows: [], insertedRows: [], updatedRows: [], deletedIds: ['x'] };
    await waitFor(() => submitted(form)?.rows.length === 2, 3000, "the grid's own value back");
    expect(grid.value!.deletedIds).to.deep.equal([]);
  });
});

describe('<farm-grid> in a form reports its validity', () => {
  it("is invalid with the first failing rule's message, and valid once the cell is fixed", async () => {
    const { form, grid } = await placeInForm({
      rows: [
        { id: '1', name: 'a' },
        { id: '2', name: '' },
      ],
    });
    await waitFor(() => !grid.validity.valid, 3000, 'an invalid grid');
    expect(grid.validity.customError).to.equal(true);
    expect(grid.validationMessage).to.equal('名称不能为空');
    expect(form.checkValidity()).to.equal(false);

    await openEditor(grid, 1, 'name');
    await sendKeys({ type: 'b' });
    await sendKeys({ press: 'Enter' });
    await waitFor(() => grid.validity.valid, 3000, 'a valid grid');
    expect(grid.validationMessage).to.equal('');
  });

  it('marks the failing cells when reportValidity() is called', async () => {
    const { grid } = await placeInForm({ rows: [{ id: '1', name: '' }] });
    await waitFor(() => !grid.validity.valid, 3000, 'an invalid grid');
    expect(messageIn(grid, 0), 'no mark before the check').to.equal(undefined);
    expect(grid.reportValidity()).to.equal(false);
    await waitFor(() => messageIn(grid, 0) === '名称不能为空', 3000, 'the failing cell marked');
  });

  it('with required, needs at least one row', async () => {
    const { grid } = await placeInForm({ rows: [], markup: 'required' });
    await waitFor(() => grid.validity.valueMissing, 3000, 'a missing value');
    expect(grid.validationMessage).to.equal('请至少添加一行');
    grid.addRows({ name: 'a' });
    await waitFor(() => grid.validity.valid, 3000, 'a valid grid');
  });
});

describe('form.reset() gives <farm-grid> back the rows it was given', () => {
  it('drops edits, added rows and deletions', async () => {
    const { form, grid } = await placeInForm({ rows: given });
    await waitFor(() => submitted(form) !== null, 3000, 'the form value');
    grid.setValues([{ rowKey: '1', values: { name: 'changed' } }]);
    grid.addRows({ name: 'new' });
    grid.removeRows('2');
    form.reset();
    expect(submitted(form), 'the form value at once').to.deep.equal({
      rows: given,
      insertedRows: [],
      updatedRows: [],
      deletedIds: [],
    });
    expect(grid.getAll()).to.deep.equal({ tableData: given, deleteData: [] });
    await waitFor(() => cell(grid, 1, 'name').textContent === 'b', 3000, 'the given rows drawn');
  });

  it('gives back the rows the host set last', async () => {
    const { form, grid } = await placeInForm({ rows: given });
    const later = [{ id: '9', name: 'z' }];
    grid.rows = later;
    await waitFor(() => submitted(form)?.rows[0]?.id === '9', 3000, 'the new rows in the form value');
    grid.addRows({ name: 'new' });
    form.reset();
    expect(grid.getAll().tableData).to.deep.equal(later);
    expect(submitted(form)!.rows).to.deep.equal(later);
  });

  it('checks the given rows again', async () => {
    const { form, grid } = await placeInForm({ rows: [{ id: '1', name: '' }] });
    await waitFor(() => grid.validationMessage === '名称不能为空', 3000, 'an invalid grid');
    form.reset();
    await waitFor(() => grid.validationMessage === '名称不能为空', 3000, 'still invalid after a reset');
    grid.setValues([{ rowKey: '1', values: { name: 'a' } }]);
    await waitFor(() => grid.validity.valid, 3000, 'a valid grid');
    form.reset();
    await waitFor(() => grid.validationMessage === '名称不能为空', 3000, 'invalid again with the given rows back');
  });
});

describe('<farm-grid> in a disabled fieldset', () => {
  it('cannot be edited, and is not submitted', async () => {
    const { form, grid, fieldset } = await placeInForm({ rows: given });
    await waitFor(() => submitted(form) !== null, 3000, 'the form value');
    fieldset.disabled = true;
    await waitFor(() => button(grid, '新增').disabled, 3000, '新增 disabled');
    expect(new FormData(form).has('parts')).to.equal(false);
    await click(cell(grid, 0, 'name'));
    await sendKeys({ press: 'Enter' });
    await settle();
    expect(grid.shadowRoot!.activeElement?.tagName).to.not.equal('INPUT');
    fieldset.disabled = false;
    await waitFor(() => !button(grid, '新增').disabled, 3000, '新增 enabled again');
  });
});
