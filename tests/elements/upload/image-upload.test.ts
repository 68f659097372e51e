import { expect, settle, waitFor } from '../harness';
import {
  choose,
  heldUploads,
  inside,
  items,
  moreOperation,
  ok,
  pdfFile,
  place,
  pngFile,
  recordEvents,
  removePlaces,
  shadowText,
} from './upload-dom';

afterEach(removePlaces);

const placeImages = (attributes = '') =>
  place(`<farm-image-upload ${attributes}></farm-image-upload>`, 'farm-image-upload');

describe('<farm-image-upload> accepts images only', () => {
  it('the button says 上传图片 by default, or the text given', async () => {
    heldUploads();
    const { field } = await placeImages();
    expect(inside(field, '[part~="button"]')[0].textContent).to.equal('上传图片');
    const { field: named } = await placeImages('text="上传照片"');
    expect(inside(named, '[part~="button"]')[0].textContent).to.equal('上传照片');
  });

  it('a file whose type is not an image is not sent and warns 请上传图片', async () => {
    const uploads = heldUploads();
    const { field } = await placeImages();
    choose(field, [pdfFile('manual.pdf')]);
    await waitFor(() => shadowText(field).includes('请上传图片'), 3000, 'the warning');
    await settle();
    expect(uploads).to.have.length(0);
    expect(items(field)).to.have.length(0);
  });

  it('an image is sent and shown as a thumbnail from the static path', async () => {
    const uploads = heldUploads();
    const { field } = await placeImages();
    choose(field, [pngFile('field.png')]);
    await waitFor(() => uploads.length === 1, 3000, 'the upload request');
    uploads[0].answer(ok('temp/field_1.png'));
    await waitFor(() => inside(field, 'img').length === 1, 3000, 'the thumbnail');
    expect(inside<HTMLImageElement>(field, 'img')[0].getAttribute('src')).to.match(
      /\/sys\/common\/static\/temp\/field_1\.png$/,
    );
  });
});

describe('<farm-image-upload> preview and moving', () => {
  it('a click on the thumbnail opens the preview', async () => {
    heldUploads();
    const { field } = await placeImages('value="temp/a.png"');
    inside<HTMLButtonElement>(field, '[aria-label="预览"]')[0].click();
    await waitFor(() => inside(field, 'dialog[open] img').length === 1, 3000, 'the preview');
  });

  it('move right reorders the value, which keeps relative paths', async () => {
    heldUploads();
    const { field } = await placeImages('value="temp/a.png,temp/b.png"');
    const events = recordEvents(field, ['farm-change']);
    await moreOperation(field, items(field)[0], '右移');
    await waitFor(() => events.length === 1, 3000, 'farm-change');
    expect(events[0].detail).to.deep.equal({ value: 'temp/b.png,temp/a.png', previousValue: 'temp/a.png,temp/b.png' });
  });

  it('moving the first image left warns 未知的操作', async () => {
    heldUploads();
    const { field } = await placeImages('value="temp/a.png,temp/b.png"');
    await moreOperation(field, items(field)[0], '左移');
    await waitFor(() => shadowText(field).includes('未知的操作'), 3000, 'the warning');
  });

  it('moving the last image right warns 已到最后~', async () => {
    heldUploads();
    const { field } = await placeImages('value="temp/a.png,temp/b.png"');
    await moreOperation(field, items(field)[1], '右移');
    await waitFor(() => shadowText(field).includes('已到最后~'), 3000, 'the warning');
  });
});

describe('<farm-image-upload> in a form', () => {
  it('submits the paths under its name, and required without an image is invalid', async () => {
    heldUploads();
    const { root } = await place(
      '<form><farm-image-upload name="photos" value="temp/a.png"></farm-image-upload><farm-upload name="docs" required></farm-upload></form>',
      'farm-image-upload',
    );
    const form = root.querySelector('form')!;
    await waitFor(() => new FormData(form).get('photos') === 'temp/a.png', 3000, 'the form value');
    // The two elements render independently: wait for the empty required one to report itself.
    await waitFor(() => !form.checkValidity(), 3000, 'the required upload to be invalid while empty');
    expect(form.checkValidity(), 'the required upload is empty').to.equal(false);
  });

  it('form.reset() restores the given value', async () => {
    heldUploads();
    const { root, field } = await place(
      '<form><farm-image-upload name="photos" value="temp/a.png"></farm-image-upload></form>',
      'farm-image-upload',
    );
    const form = root.querySelector('form')!;
    await waitFor(() => items(field).length === 1, 3000, 'the image');
    inside<HTMLButtonElement>(field, 'button')
      .find((entry) => entry.textContent === '删除')!
      .click();
    await waitFor(() => new FormData(form).get('photos') === null, 3000, 'the value cleared');
    form.reset();
    await waitFor(
      () => new FormData(form).get('photos') === 'temp/a.png' && items(field).length === 1,
      3000,
      'the value restored',
    );
  });
});
