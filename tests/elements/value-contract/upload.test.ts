import { resetHttpConfig } from '../../../elements/core/http';
import { fileNameOfPath } from '../../../elements/upload';
import { waitFor } from '../harness';
import { choose, heldUploads, inside, items, ok, pdfFile, pngFile, type PendingUpload } from '../upload/upload-dom';
import { describeValueContract, type ValueAdapter } from './value-contract';

// The upload endpoint is held until the test answers it, as in the upload tests.
let uploads: PendingUpload[] = [];

/** The files a value lists, by the names the list shows. */
const showsFiles = (element: HTMLElement, value: unknown) => {
  const names = String(value).split(',').filter(Boolean).map(fileNameOfPath);
  const shown = items(element).map((item) => item.title);
  return shown.length === names.length && names.every((name, index) => shown[index] === name);
};

const uploadOne = (file: File, storedPath: string) => async (element: HTMLElement) => {
  const before = uploads.length;
  choose(element, [file]);
  await waitFor(() => uploads.length === before + 1, 5000, 'the upload request');
  uploads[before].answer(ok(storedPath));
};

const upload: Omit<ValueAdapter, 'tag' | 'defaultText' | 'defaultValue' | 'scriptValue' | 'edit'> = {
  setUp: () => {
    uploads = heldUploads();
  },
  tearDown: resetHttpConfig,
  ready: (element) => Boolean(element.shadowRoot?.querySelector('[part~="button"]')),
  shows: showsFiles,
  isDisabled: (element) => inside<HTMLButtonElement>(element, '[part~="button"] button')[0].disabled,
};

describeValueContract({
  ...upload,
  tag: 'farm-upload',
  defaultText: 'temp/old.pdf',
  defaultValue: 'temp/old.pdf',
  scriptValue: 'temp/a.pdf,temp/b.pdf',
  edit: uploadOne(pdfFile('manual.pdf'), 'temp/manual_1.pdf'),
});

describeValueContract({
  ...upload,
  tag: 'farm-image-upload',
  defaultText: 'temp/field.png',
  defaultValue: 'temp/field.png',
  scriptValue: 'temp/barn.png',
  edit: uploadOne(pngFile('crop.png'), 'temp/crop_1.png'),
});
