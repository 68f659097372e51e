import { describeAccessibility } from '../a11y';
import { sendKeys, waitFor } from '../harness';
import { choose, heldUploads, inside, items, pdfFile, place, pngFile, removePlaces, shadowText } from './upload-dom';

afterEach(removePlaces);

const openDialog = (host: Element) => host.shadowRoot!.querySelector<HTMLDialogElement>('dialog[open]');
const moreButton = (host: HTMLElement) => items(host)[0].querySelector<HTMLButtonElement>('[aria-label="更多操作"]')!;

const openMoreMenu = async (host: HTMLElement) => {
  moreButton(host).focus();
  await sendKeys({ press: 'Enter' });
  await waitFor(() => inside(host, '[role="menuitem"]').length > 0, 3000, 'the more-operations menu');
};

/** A file that is uploading and one whose upload the server refused. */
const uploadThenRefuse = async (host: HTMLElement) => {
  const uploads = heldUploads();
  choose(host, [pdfFile('manual.pdf'), pdfFile('bad.pdf')]);
  await waitFor(() => uploads.length === 2, 3000, 'the upload requests');
  uploads[0].progress(40, 100);
  uploads[1].answer({ success: false, message: '不允许上传此类文件', code: 500, result: null, timestamp: 1 });
  await waitFor(() => shadowText(host).includes('上传出错'), 3000, 'the 上传出错 dialog');
};

describeAccessibility<HTMLElement>({
  tag: 'farm-upload',
  mount: async () => {
    heldUploads();
    return (await place('<farm-upload value="temp/machine-manual.pdf,temp/b.pdf"></farm-upload>', 'farm-upload')).field;
  },
  states: [
    { name: 'the more-operations menu', open: openMoreMenu },
    { name: 'an upload under way and the 上传出错 dialog', open: uploadThenRefuse },
  ],
  dialogs: [
    {
      // Opened by the server's answer to the file the user chose with the upload button.
      name: 'the 上传出错 dialog',
      opener: (host) => inside<HTMLElement>(host, '[part~="button"] button')[0],
      open: uploadThenRefuse,
      dialog: openDialog,
    },
  ],
});

describeAccessibility<HTMLElement>({
  tag: 'farm-image-upload',
  mount: async () => {
    heldUploads();
    return (await place('<farm-image-upload value="temp/a.png,temp/b.png"></farm-image-upload>', 'farm-image-upload'))
      .field;
  },
  states: [
    {
      name: 'the preview',
      open: async (host) => {
        inside<HTMLButtonElement>(host, '[aria-label="预览"]')[0].click();
        await waitFor(() => inside(host, 'dialog[open] img').length === 1, 3000, 'the preview');
      },
    },
    { name: 'the more-operations menu', open: openMoreMenu },
    {
      name: 'the 请上传图片 warning',
      open: async (host) => {
        choose(host, [pdfFile('manual.pdf')]);
        await waitFor(() => shadowText(host).includes('请上传图片'), 3000, 'the warning');
      },
    },
    {
      name: 'an image uploading',
      open: async (host) => {
        const uploads = heldUploads();
        choose(host, [pngFile('field.png')]);
        await waitFor(() => uploads.length === 1, 3000, 'the upload request');
        uploads[0].progress(30, 100);
      },
    },
  ],
  dialogs: [
    {
      name: 'the preview',
      opener: (host) => inside<HTMLButtonElement>(host, '[aria-label="预览"]')[0],
      open: () => sendKeys({ press: 'Enter' }),
      dialog: openDialog,
    },
  ],
});
