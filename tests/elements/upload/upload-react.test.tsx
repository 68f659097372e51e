import { createRoot, type Root } from 'react-dom/client';
import { UploadControl, type UploadChange } from '../../../elements/upload';
import { expect, waitFor } from '../harness';
import { chooseIn, heldUploads, ok, pdfFile, removePlaces } from './upload-dom';

let root: Root | null = null;
afterEach(() => {
  root?.unmount();
  root = null;
  removePlaces();
});

describe('UploadControl in a React host', () => {
  it('reports the stored path through onChange, as the element does', async () => {
    const uploads = heldUploads();
    const host = document.createElement('div');
    document.body.append(host);
    const changes: UploadChange[] = [];
    root = createRoot(host);
    root.render(<UploadControl value="temp/old.pdf" onChange={(change) => changes.push(change)} />);
    await waitFor(() => Boolean(host.querySelector('input[type="file"]')), 3000, 'rendered');
    chooseIn(host.querySelector<HTMLInputElement>('input[type="file"]')!, [pdfFile('new.pdf')]);
    await waitFor(() => uploads.length === 1, 3000, 'the upload request');
    uploads[0].answer(ok('temp/new_1.pdf'));
    await waitFor(() => changes.length === 1, 3000, 'onChange');
    expect(changes[0]).to.deep.equal({ value: 'temp/old.pdf,temp/new_1.pdf', previousValue: 'temp/old.pdf' });
    host.remove();
  });
});
