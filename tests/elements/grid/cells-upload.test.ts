import { resetHttpConfig } from '../../../elements/core/http';
import { holdMultipartRequests } from '../held-multipart';
import { expect, sendKeys, waitFor } from '../harness';
import { chooseIn, ok, pdfFile, pngFile } from '../upload/upload-dom';
import { cell, click, placeGrid, removePlaces } from './grid-dom';

afterEach(() => {
  removePlaces();
  resetHttpConfig();
});

const popup = (grid: Element) => grid.shadowRoot!.querySelector<HTMLElement>('[data-popup]');

async function openUpload(grid: Element, key: string): Promise<HTMLElement> {
  await click(cell(grid, 0, key));
  await sendKeys({ press: 'Enter' });
  await waitFor(() => Boolean(popup(grid)?.matches(':popover-open')), 3000, 'the upload pop-up');
  return popup(grid)!;
}

describe('<farm-grid> upload, file and image cells', () => {
  it('image: uploads in a 520x200 pop-up, stores the path list and still shows the first image', async () => {
    const uploads = holdMultipartRequests();
    const grid = await placeGrid({
      columns: [{ key: 'img', title: '图片', type: 'image' }],
      rows: [{ id: '1', img: 'temp/a.png' }],
    });
    const shown = await openUpload(grid, 'img');
    const box = shown.getBoundingClientRect();
    expect([Math.round(box.width), Math.round(box.height)]).to.deep.equal([520, 200]);
    chooseIn(shown.querySelector<HTMLInputElement>('input[type="file"]')!, [pngFile('b.png')]);
    await waitFor(() => uploads.length === 1, 3000, 'the upload request');
    uploads[0].answer(ok('temp/b.png'));
    await waitFor(() => grid.getAll().tableData[0].img === 'temp/a.png,temp/b.png', 3000, 'both paths stored');
    await waitFor(() => popup(grid) === null, 3000, 'the edit ended');
    expect(cell(grid, 0, 'img').querySelector('img')!.getAttribute('src')).to.match(/temp\/a\.png$/);
  });

  it('file: a finished upload stores its path and the cell shows the name cut to 5 characters', async () => {
    const uploads = holdMultipartRequests();
    const grid = await placeGrid({
      columns: [{ key: 'doc', title: '文件', type: 'file' }],
      rows: [{ id: '1', doc: '' }],
    });
    const events: unknown[] = [];
    grid.addEventListener('farm-cell-change', (event) => events.push((event as CustomEvent).detail));
    const shown = await openUpload(grid, 'doc');
    chooseIn(shown.querySelector<HTMLInputElement>('input[type="file"]')!, [pdfFile('planting.pdf')]);
    await waitFor(() => uploads.length === 1, 3000, 'the upload request');
    // Until the upload finishes nothing is stored and the edit stays open.
    expect(grid.getAll().tableData[0].doc).to.equal('');
    expect(popup(grid)).to.not.equal(null);
    uploads[0].answer(ok('temp/planting.pdf'));
    await waitFor(() => grid.getAll().tableData[0].doc === 'temp/planting.pdf', 3000, 'the path stored');
    await waitFor(() => cell(grid, 0, 'doc').textContent === 'plant...', 3000, 'the short name');
    expect(events).to.have.length(1);
  });

  it('upload: a refused file stores nothing and keeps the pop-up open with the error', async () => {
    const uploads = holdMultipartRequests();
    const grid = await placeGrid({
      columns: [{ key: 'att', title: '附件', type: 'upload' }],
      rows: [{ id: '1', att: '' }],
    });
    const shown = await openUpload(grid, 'att');
    chooseIn(shown.querySelector<HTMLInputElement>('input[type="file"]')!, [pdfFile('bad.pdf')]);
    await waitFor(() => uploads.length === 1, 3000, 'the upload request');
    uploads[0].answer({ success: false, message: '文件过大', code: 500, result: null });
    await waitFor(() => (popup(grid)?.textContent ?? '').includes('文件过大'), 3000, 'the server message');
    expect(grid.getAll().tableData[0].att).to.equal('');
  });
});
