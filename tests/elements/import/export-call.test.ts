// exportXls() of `farm-elements/export` (the same module FarmElements.exportXls() loads): the
// real HTTP client against an in-memory server, the browser's download link, the page's notices.
import { configureFarmElements } from '../../../elements/core/embedding';
import { exportXls } from '../../../elements/import/export/export-call';
import { expect, waitFor } from '../harness';
import { exportPage, pageNotices, workbook, type ExportPage } from './export-page';

let page: ExportPage | undefined;
afterEach(() => page?.close());

// First: the language must be followed from the start, before any notice was shown.
describe("exportXls() speaks the page's language", () => {
  it('words its messages in the locale the host configured', async () => {
    page = exportPage(() => ({ data: new Blob([], { type: 'application/octet-stream' }) }));
    configureFarmElements({ locale: 'en' });
    try {
      expect(await exportXls({ url: '/farm/machine/exportXls', fileName: 'machines' })).to.equal(false);
      await waitFor(() => pageNotices().includes('File download failed'), 3000, 'the English warning');
    } finally {
      configureFarmElements({ locale: 'zh-CN' });
    }
  });
});

describe('exportXls() downloads what the server answers', () => {
  it('asks for the query and the selections and saves the xlsx under the file name given', async () => {
    page = exportPage(workbook);
    const saved = await exportXls({
      url: '/farm/machine/exportXls',
      fileName: '农机台账',
      params: { name: '*拖拉机*', status: '' },
      selections: ['m1', 'm2'],
    });
    expect(saved).to.equal(true);
    expect(page.requests).to.have.length(1);
    expect(page.requests[0].url).to.match(/\/farm\/machine\/exportXls$/);
    expect(page.requests[0].responseType).to.equal('blob');
    expect(page.requests[0].params).to.include({ name: '*拖拉机*', selections: 'm1,m2' });
    expect(page.requests[0].params).not.to.have.property('status');
    expect(page.downloads.map((download) => download.fileName)).to.deep.equal(['农机台账.xlsx']);
    expect(page.downloads[0].href).to.match(/^blob:/);
    expect(await page.downloads[0].bytes).to.deep.equal([80, 75, 3, 4]);
  });

  it('keeps a file name that already ends in .xls', async () => {
    page = exportPage(workbook);
    await exportXls({ url: '/farm/machine/exportXls', fileName: '旧台账.xls' });
    expect(page.downloads.map((download) => download.fileName)).to.deep.equal(['旧台账.xls']);
  });
});

describe('when nothing can be saved, exportXls() says why on the page and resolves false', () => {
  it('an empty answer warns 文件下载失败', async () => {
    page = exportPage(() => ({ data: new Blob([], { type: 'application/octet-stream' }) }));
    expect(await exportXls({ url: '/farm/machine/exportXls', fileName: '农机台账' })).to.equal(false);
    await waitFor(() => pageNotices().includes('文件下载失败'), 3000, 'the warning on the page');
    expect(page.downloads).to.deep.equal([]);
  });

  it("a refusal inside the file warns with the server's message", async () => {
    page = exportPage(() => ({
      data: new Blob([JSON.stringify({ success: false, message: '没有导出权限', code: 510 })], {
        type: 'application/json',
      }),
    }));
    expect(await exportXls({ url: '/farm/machine/exportXls', fileName: '农机台账' })).to.equal(false);
    await waitFor(() => pageNotices().includes('没有导出权限'), 3000, "the server's message on the page");
    expect(page.downloads).to.deep.equal([]);
  });

  it("a failed request shows 系统提示 with the server's message", async () => {
    page = exportPage(() => ({ status: 500, data: { success: false, message: '导出服务不可用', code: 500 } }));
    expect(await exportXls({ url: '/farm/machine/exportXls', fileName: '农机台账' })).to.equal(false);
    await waitFor(
      () => pageNotices().some((text) => text.includes('系统提示') && text.includes('导出服务不可用')),
      3000,
      'the error notification',
    );
    expect(page.downloads).to.deep.equal([]);
  });
});
