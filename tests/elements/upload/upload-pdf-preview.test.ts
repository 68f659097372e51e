import { configureHttp } from '../../../elements/core/http';
import type { FarmUploadElement } from '../../../elements/upload/element';
import { expect, waitFor } from '../harness';
import { choose, heldUploads, items, ok, pdfFile, place, removePlaces } from './upload-dom';

afterEach(removePlaces);

const TOKEN = 'secret-session-token-of-the-test';
const STORED_PDF = 'contracts/0123456789abcdef0123456789abcdef/农机合同.pdf';
const STORED_PNG = 'temp/fedcba9876543210fedcba9876543210/photo.png';

/** The links of one file row by their text. */
const linkOf = (item: Element, text: string) =>
  Array.from(item.querySelectorAll('a')).find((link) => link.textContent === text);

describe('<farm-upload> previews a PDF in the browser’s viewer', () => {
  beforeEach(() => configureHttp({ basePath: '/jeecg-boot', getToken: () => TOKEN }));

  it('offers 预览 on a PDF, opening the server’s PDF preview page in a new tab, with no token in the address', async () => {
    const { field } = await place<FarmUploadElement>(
      `<farm-upload value="${STORED_PDF},${STORED_PNG}"></farm-upload>`,
      'farm-upload',
    );
    await waitFor(() => items(field).length === 2, 3000, 'both files listed');
    const [pdf, png] = items(field);
    const preview = linkOf(pdf, '预览');
    expect(preview, 'the PDF row has 预览').to.exist;
    const address = new URL(preview!.href);
    expect(address.pathname).to.equal('/jeecg-boot/sys/common/pdf/pdfPreviewIframe');
    expect(address.searchParams.get('file')).to.equal(STORED_PDF);
    expect([...address.searchParams.keys()]).to.deep.equal(['file']);
    expect(preview!.href).not.to.contain(TOKEN);
    expect(preview!.target).to.equal('_blank');
    expect(preview!.rel.split(' ')).to.include('noopener');
    expect(linkOf(png, '预览'), 'an image row has no PDF preview').to.equal(undefined);
    expect(linkOf(pdf, '下载')?.getAttribute('href')).to.equal(`/jeecg-boot/sys/common/static/${STORED_PDF}`);
  });

  it('offers it on a PDF once its upload is done, not while it uploads', async () => {
    const uploads = heldUploads();
    const { field } = await place<FarmUploadElement>('<farm-upload></farm-upload>', 'farm-upload');
    choose(field, [pdfFile('manual.pdf')]);
    await waitFor(() => uploads.length === 1, 3000, 'the upload request');
    expect(linkOf(items(field)[0], '预览')).to.equal(undefined);
    uploads[0].answer(ok('temp/0123456789abcdef0123456789abcdef/manual.pdf'));
    await waitFor(() => items(field)[0]?.dataset.status === 'done', 3000, 'the upload done');
    const preview = linkOf(items(field)[0], '预览');
    expect(new URL(preview!.href).searchParams.get('file')).to.equal(
      'temp/0123456789abcdef0123456789abcdef/manual.pdf',
    );
  });

  it('offers no preview where download is not offered: the viewer would save the file', async () => {
    const { field } = await place<FarmUploadElement>(
      `<farm-upload value="${STORED_PDF}" no-download></farm-upload>`,
      'farm-upload',
    );
    await waitFor(() => items(field).length === 1, 3000, 'the file listed');
    expect(linkOf(items(field)[0], '预览')).to.equal(undefined);
    field.removeAttribute('no-download');
    await waitFor(() => linkOf(items(field)[0], '预览') !== undefined, 3000, 'the preview offered with download');
  });

  it('opens a PDF kept at a web address there, and offers no preview for an address of another scheme', async () => {
    const { field } = await place<FarmUploadElement>('<farm-upload></farm-upload>', 'farm-upload');
    field.value = 'https://files.example.com/plan.pdf,javascript:alert(1)//x.pdf';
    await waitFor(() => items(field).length === 2, 3000, 'both files listed');
    expect(linkOf(items(field)[0], '预览')?.href).to.equal('https://files.example.com/plan.pdf');
    expect(linkOf(items(field)[1], '预览')).to.equal(undefined);
  });
});
