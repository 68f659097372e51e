import { expect, sendKeys, sendMouse, waitFor } from '../harness';
import { cell, cellText, click, openEditor, openListInCell, placeGrid, removePlaces } from './grid-dom';

afterEach(removePlaces);

const options = [
  { value: 'a', text: '甲' },
  { value: 'b', text: '乙' },
  { value: 'c', text: '丙' },
];

describe('<farm-grid> radio cells', () => {
  it('choose an option in place', async () => {
    const grid = await placeGrid({
      columns: [{ key: 'k', title: '级别', type: 'radio' as const, options }],
      rows: [{ id: '1', k: 'a' }],
    });
    const radios = cell(grid, 0, 'k').querySelectorAll<HTMLInputElement>('input[type="radio"]');
    expect(radios[0].checked).to.equal(true);
    await click(radios[2]);
    await waitFor(() => grid.getAll().tableData[0].k === 'c', 3000, 'c stored');
  });
});

describe('<farm-grid> select-multiple and list_multi cells', () => {
  it("show each value's text, comma-separated, and store the choice comma-separated", async () => {
    const grid = await placeGrid({
      columns: [{ key: 'k', title: '类别', type: 'list_multi' as const, options }],
      rows: [{ id: '1', k: 'a,c' }],
    });
    expect(cellText(grid, 0, 'k')).to.equal('甲,丙');
    const listed = await openListInCell(grid, 0, 'k');
    expect(
      listed.filter((option) => option.getAttribute('aria-selected') === 'true').map((o) => o.textContent),
    ).to.deep.equal(['甲', '丙']);
    await click(listed[1]!);
    await waitFor(() => listed[1]?.getAttribute('aria-selected') === 'true', 3000, '乙 ticked');
    await sendMouse({ type: 'click', position: [5, 5] });
    await waitFor(() => grid.getAll().tableData[0].k === 'a,b,c', 3000, 'a,b,c stored, in the options’ order');
  });
});

describe('<farm-grid> select-multiple cells by keyboard', () => {
  it('tick with Enter in the list, Escape closes it, Tab stores the choice and moves on', async () => {
    const grid = await placeGrid({
      columns: [{ key: 'k', title: '类别', type: 'select-multiple' as const, options }],
      rows: [{ id: '1', k: 'c' }],
    });
    await openListInCell(grid, 0, 'k');
    await sendKeys({ press: 'Home' });
    await sendKeys({ press: 'Enter' });
    await sendKeys({ press: 'Escape' });
    await waitFor(
      () => grid.shadowRoot!.querySelector('[data-popup] [role="listbox"]') === null,
      3000,
      'the list closed',
    );
    await sendKeys({ press: 'Tab' });
    await waitFor(() => grid.getAll().tableData[0].k === 'a,c', 3000, 'a,c stored');
  });
});

describe('<farm-grid> tags cells', () => {
  it('split the typed text every 2 characters', async () => {
    const grid = await placeGrid({
      columns: [{ key: 't', title: '标签', type: 'tags' as const }],
      rows: [{ id: '1', t: '' }],
    });
    await openEditor(grid, 0, 't');
    await sendKeys({ type: 'abcde' });
    await sendKeys({ press: 'Enter' });
    await waitFor(() => grid.getAll().tableData[0].t === 'ab,cd,e', 3000, 'the pairs stored');
  });
});

describe('<farm-grid> progress, image and file cells', () => {
  it('draw a progress bar with its percentage', async () => {
    const grid = await placeGrid({
      columns: [{ key: 'p', title: '进度', type: 'progress' as const }],
      rows: [{ id: '1', p: 40 }],
    });
    expect(cell(grid, 0, 'p').querySelector('progress')!.value).to.equal(40);
    expect(cellText(grid, 0, 'p')).to.contain('40%');
  });

  it('show the first image of the list and a shortened file name', async () => {
    const grid = await placeGrid({
      columns: [
        { key: 'img', title: '图片', type: 'image' as const },
        { key: 'doc', title: '文件', type: 'file' as const },
      ],
      rows: [{ id: '1', img: 'temp/a.png,temp/b.png', doc: 'temp/planting.pdf' }],
    });
    expect(cell(grid, 0, 'img').querySelector('img')!.getAttribute('src')).to.contain('temp/a.png');
    expect(cellText(grid, 0, 'doc')).to.equal('plant...');
  });
});
