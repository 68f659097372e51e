import type { FarmUploadElement } from '../../../elements/upload/element';
import { expect, settle, waitFor } from '../harness';
import {
  choose,
  heldUploads,
  items,
  ok,
  pdfFile,
  place,
  recordEvents,
  removePlaces,
  shadowText,
  button,
  inside,
} from './upload-dom';

afterEach(removePlaces);

describe('<farm-upload> uploads a chosen file', () => {
  it('sends file, isup and biz to /sys/common/upload', async () => {
    const uploads = heldUploads();
    const { field } = await place('<farm-upload biz="machines"></farm-upload>', 'farm-upload');
    choose(field, [pdfFile('manual.pdf')]);
    await waitFor(() => uploads.length === 1, 3000, 'the upload request');
    expect(uploads[0].request.url).to.match(/\/sys\/common\/upload$/);
    expect((uploads[0].form.get('file') as File).name).to.equal('manual.pdf');
    expect(uploads[0].form.get('biz')).to.equal('machines');
    expect(uploads[0].form.get('isup')).to.equal('1');
  });

  it('shows a progress bar filled from the upload progress events and fires farm-upload-progress', async () => {
    const uploads = heldUploads();
    const { field } = await place('<farm-upload></farm-upload>', 'farm-upload');
    const events = recordEvents(field, ['farm-upload-progress']);
    choose(field, [pdfFile('manual.pdf')]);
    await waitFor(() => uploads.length === 1, 3000, 'the upload request');
    uploads[0].progress(40, 100);
    await waitFor(
      () => inside(field, '[role="progressbar"]')[0]?.getAttribute('aria-valuenow') === '40',
      3000,
      'the bar at 40%',
    );
    expect(items(field)[0].dataset.status).to.equal('uploading');
    expect(events).to.deep.equal([{ type: 'farm-upload-progress', detail: { name: 'manual.pdf', percent: 40 } }]);
  });

  it('when done, the item shows its short name and the value is the stored path', async () => {
    const uploads = heldUploads();
    const { field } = await place('<farm-upload></farm-upload>', 'farm-upload');
    const events = recordEvents(field, ['farm-change']);
    choose(field, [pdfFile('machine-manual.pdf')]);
    await waitFor(() => uploads.length === 1, 3000, 'the upload request');
    uploads[0].answer(ok('temp/machine_manual_1.pdf'));
    await waitFor(() => events.length === 1, 3000, 'farm-change');
    expect(events[0].detail).to.deep.equal({ value: 'temp/machine_manual_1.pdf', previousValue: '' });
    expect(items(field)[0].dataset.status).to.equal('done');
    expect(items(field)[0].textContent).to.contain('machi...');
  });

  it('emits only when every item is done', async () => {
    const uploads = heldUploads();
    const { field } = await place('<farm-upload value="temp/old.pdf"></farm-upload>', 'farm-upload');
    const events = recordEvents(field, ['farm-change']);
    choose(field, [pdfFile('a.pdf'), pdfFile('b.pdf')]);
    await waitFor(() => uploads.length === 2, 3000, 'two upload requests');
    uploads[0].answer(ok('temp/a_1.pdf'));
    await settle();
    await settle();
    expect(events, 'nothing while b is uploading').to.deep.equal([]);
    uploads[1].answer(ok('temp/b_2.pdf'));
    await waitFor(() => events.length === 1, 3000, 'farm-change');
    expect(events[0].detail).to.deep.equal({
      value: 'temp/old.pdf,temp/a_1.pdf,temp/b_2.pdf',
      previousValue: 'temp/old.pdf',
    });
  });
});

describe('<farm-upload> failures', () => {
  it('success false marks the item failed and opens 上传出错 with 错误信息：{message}', async () => {
    const uploads = heldUploads();
    const { field } = await place('<farm-upload></farm-upload>', 'farm-upload');
    const events = recordEvents(field, ['farm-change']);
    choose(field, [pdfFile('bad.pdf')]);
    await waitFor(() => uploads.length === 1, 3000, 'the upload request');
    uploads[0].answer({ success: false, message: '不允许上传此类文件', code: 500, result: null, timestamp: 1 });
    await waitFor(() => shadowText(field).includes('上传出错'), 3000, 'the error dialog');
    expect(shadowText(field)).to.contain('错误信息：不允许上传此类文件');
    expect(items(field)[0].dataset.status).to.equal('error');
    expect(items(field)[0].title).to.equal('不允许上传此类文件');
    expect(events).to.deep.equal([]);
  });

  it('success false without a message says 未知错误', async () => {
    const uploads = heldUploads();
    const { field } = await place('<farm-upload></farm-upload>', 'farm-upload');
    choose(field, [pdfFile('bad.pdf')]);
    await waitFor(() => uploads.length === 1, 3000, 'the upload request');
    uploads[0].answer({ success: false, message: '', code: 500, result: null, timestamp: 1 });
    await waitFor(() => shadowText(field).includes('错误信息：未知错误'), 3000, 'the error dialog');
  });

  it('a failed request says {name} 上传失败.', async () => {
    const uploads = heldUploads();
    const { field } = await place('<farm-upload></farm-upload>', 'farm-upload');
    choose(field, [pdfFile('lost.pdf')]);
    await waitFor(() => uploads.length === 1, 3000, 'the upload request');
    uploads[0].failNetwork();
    await waitFor(() => shadowText(field).includes('lost.pdf 上传失败.'), 3000, 'the failure message');
    expect(items(field)[0].dataset.status).to.equal('error');
  });

  it('removing a failed item leaves the value as it was, with no change event', async () => {
    const uploads = heldUploads();
    const { field } = await place('<farm-upload value="temp/keep.pdf"></farm-upload>', 'farm-upload');
    const events = recordEvents(field, ['farm-change']);
    choose(field, [pdfFile('lost.pdf')]);
    await waitFor(() => uploads.length === 1, 3000, 'the upload request');
    uploads[0].failNetwork();
    await waitFor(() => items(field)[1]?.dataset.status === 'error', 3000, 'the failed item');
    items(field)[1].querySelector<HTMLButtonElement>('button')!.click();
    await waitFor(() => items(field).length === 1, 3000, 'the item gone');
    await settle();
    expect(events, 'the value did not change').to.deep.equal([]);
    expect((field as HTMLElementTagNameMap['farm-upload']).value).to.equal('temp/keep.pdf');
  });
});

describe('<farm-upload> ends an upload whose file is gone', () => {
  it('removing a file still uploading aborts its request, with no change event and no failure shown', async () => {
    const uploads = heldUploads();
    const { field } = await place('<farm-upload value="temp/keep.pdf"></farm-upload>', 'farm-upload');
    const events = recordEvents(field, ['farm-change']);
    choose(field, [pdfFile('late.pdf')]);
    await waitFor(() => uploads.length === 1, 3000, 'the upload request');
    await waitFor(() => items(field)[1]?.dataset.status === 'uploading', 3000, 'the uploading item');
    items(field)[1].querySelector<HTMLButtonElement>('button')!.click();
    await waitFor(() => uploads[0].request.signal?.aborted === true, 3000, 'the request aborted');
    await settle();
    expect(items(field)).to.have.length(1);
    expect(events, 'the value did not change').to.deep.equal([]);
    expect(shadowText(field)).to.not.contain('上传失败');
  });

  it('form.reset() during an upload aborts it, so its answer never becomes the value', async () => {
    const uploads = heldUploads();
    const { root, field } = await place('<form><farm-upload name="files"></farm-upload></form>', 'farm-upload');
    const form = root.querySelector('form')!;
    const events = recordEvents(field, ['farm-change']);
    choose(field, [pdfFile('late.pdf')]);
    await waitFor(() => uploads.length === 1, 3000, 'the upload request');
    form.reset();
    await waitFor(() => uploads[0].request.signal?.aborted === true, 3000, 'the request aborted');
    await settle();
    expect(items(field)).to.have.length(0);
    expect(new FormData(form).get('files')).to.equal(null);
    expect(events).to.deep.equal([]);
  });
});

describe('<farm-upload> download, delete and the count limit', () => {
  it('offers download at the static path of a done file', async () => {
    heldUploads();
    const { field } = await place('<farm-upload value="temp/a_1.pdf"></farm-upload>', 'farm-upload');
    await waitFor(() => items(field).length === 1, 3000, 'the item');
    const link = items(field)[0].querySelector('a')!;
    expect(link.getAttribute('href')).to.match(/\/sys\/common\/static\/temp\/a_1\.pdf$/);
  });

  it('delete clears the value and fires farm-change', async () => {
    heldUploads();
    const { field } = await place('<farm-upload value="temp/a_1.pdf"></farm-upload>', 'farm-upload');
    const events = recordEvents(field, ['farm-change']);
    button(field, '删除').click();
    await waitFor(() => events.length === 1, 3000, 'farm-change');
    expect(events[0].detail).to.deep.equal({ value: '', previousValue: 'temp/a_1.pdf' });
    expect(items(field)).to.have.length(0);
  });

  const offersDownload = (field: HTMLElement) => items(field)[0].querySelector('a') !== null;
  const offersDelete = (field: HTMLElement) =>
    inside(field, 'button').some((entry) => entry.textContent?.trim() === '删除');

  it('no-download and no-remove hide download and delete, as HTML booleans: by their presence', async () => {
    heldUploads();
    const { field } = await place(
      '<farm-upload value="temp/a_1.pdf" no-download no-remove></farm-upload>',
      'farm-upload',
    );
    await waitFor(() => items(field).length === 1, 3000, 'the item');
    expect(offersDownload(field)).to.equal(false);
    expect(offersDelete(field)).to.equal(false);
    field.removeAttribute('no-download');
    field.removeAttribute('no-remove');
    await waitFor(() => offersDownload(field) && offersDelete(field), 3000, 'both offered again');
  });

  it('allow-download="false" and allow-remove="false", the JeecgBoot spelling, hide them too', async () => {
    heldUploads();
    const { field } = await place(
      '<farm-upload value="temp/a_1.pdf" allow-download="false" allow-remove="false"></farm-upload>',
      'farm-upload',
    );
    await waitFor(() => items(field).length === 1, 3000, 'the item');
    expect(offersDownload(field)).to.equal(false);
    expect(offersDelete(field)).to.equal(false);
  });

  it('allowDownload = false and allowRemove = false hide them, and true shows them again', async () => {
    heldUploads();
    const { field } = await place<FarmUploadElement>('<farm-upload value="temp/a_1.pdf"></farm-upload>', 'farm-upload');
    await waitFor(
      () => items(field).length === 1 && offersDownload(field) && offersDelete(field),
      3000,
      'both offered by default',
    );
    field.allowDownload = false;
    field.allowRemove = false;
    expect(field.hasAttribute('no-download') && field.hasAttribute('no-remove')).to.equal(true);
    expect(field.noDownload).to.equal(true);
    await waitFor(() => !offersDownload(field) && !offersDelete(field), 3000, 'both hidden');
    field.allowDownload = true;
    field.noRemove = false;
    await waitFor(() => offersDownload(field) && offersDelete(field), 3000, 'both offered again');
  });

  it('with number="1" a new file replaces the old one', async () => {
    const uploads = heldUploads();
    const { field } = await place('<farm-upload number="1" value="temp/old.pdf"></farm-upload>', 'farm-upload');
    const events = recordEvents(field, ['farm-change']);
    choose(field, [pdfFile('new.pdf')]);
    await waitFor(() => uploads.length === 1, 3000, 'the upload request');
    uploads[0].answer(ok('temp/new_1.pdf'));
    await waitFor(() => events.length === 1, 3000, 'farm-change');
    expect(events[0].detail).to.deep.equal({ value: 'temp/new_1.pdf', previousValue: 'temp/old.pdf' });
  });

  it('object mode emits [{ fileName, filePath, fileSize }]', async () => {
    const uploads = heldUploads();
    const { field } = await place('<farm-upload value-mode="object"></farm-upload>', 'farm-upload');
    const events = recordEvents(field, ['farm-change']);
    const file = pdfFile('plan.pdf');
    choose(field, [file]);
    await waitFor(() => uploads.length === 1, 3000, 'the upload request');
    uploads[0].answer(ok('temp/plan_1.pdf'));
    await waitFor(() => events.length === 1, 3000, 'farm-change');
    expect((events[0].detail as { value: unknown }).value).to.deep.equal([
      { fileName: 'plan.pdf', filePath: 'temp/plan_1.pdf', fileSize: file.size },
    ]);
  });
});

describe('<farm-upload> disabled', () => {
  it('a disabled fieldset disables the button and hides delete', async () => {
    heldUploads();
    const { field } = await place(
      '<fieldset disabled><farm-upload value="temp/a_1.pdf"></farm-upload></fieldset>',
      'farm-upload',
    );
    await waitFor(
      () => inside<HTMLButtonElement>(field, '[part~="button"] button')[0]?.disabled === true,
      3000,
      'the button disabled',
    );
    expect(inside(field, 'button').map((entry) => entry.textContent?.trim())).not.to.include('删除');
    expect(items(field)[0].querySelector('a'), 'download stays').not.to.equal(null);
  });
});
