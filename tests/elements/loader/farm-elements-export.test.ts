// FarmElements.exportXls() on a script-tag page: the loader carries no export code, and loads the
// export chunk on the first call. The chunk here is the real module (export-call.ts), imported
// when the loader asks for its URL; the server is the in-memory one of the import tests.
import { installFarmElements, type CallChunks, type FarmElementsApi } from '../../../elements/loader';
import { exportPage, pageNotices, workbook, type ExportPage } from '../import/export-page';
import { expect, waitFor } from '../harness';
import { recordingConsole, type RecordedConsole } from './page-fixture';

const SCRIPT_URL = 'https://cdn.test/elements/farm-elements.js';
const EXPORT_CHUNK = 'https://cdn.test/elements/chunks/export-1a2b3c.js';

interface ScriptTagPage {
  api: FarmElementsApi;
  imported: string[];
  console: RecordedConsole;
  /** The next imports of the export chunk fail, as a network error would. */
  failNext(times: number): void;
}

function scriptTagPage(callChunks: CallChunks = { export: EXPORT_CHUNK }): ScriptTagPage {
  const imported: string[] = [];
  const console = recordingConsole();
  let failures = 0;
  // A fresh host object: installFarmElements keeps its API on it, and each test wants its own.
  const api = installFarmElements(
    { document, customElements, console },
    {
      chunks: {},
      callChunks,
      scriptUrl: SCRIPT_URL,
      importChunk: async (url) => {
        imported.push(url);
        if (failures > 0) {
          failures -= 1;
          throw new TypeError(`Failed to fetch dynamically imported module: ${url}`);
        }
        return import('../../../elements/import/export/export-call');
      },
    },
  );
  return {
    api,
    imported,
    console,
    failNext: (times) => {
      failures = times;
    },
  };
}

let server: ExportPage | undefined;
afterEach(() => server?.close());

describe('FarmElements.exportXls() loads the export chunk on its first call', () => {
  it('loads nothing until called, then the chunk once, and saves the file each time', async () => {
    server = exportPage(workbook);
    const { api, imported } = scriptTagPage();
    expect(imported).to.deep.equal([]);
    expect(
      await api.exportXls({
        url: '/farm/machine/exportXls',
        fileName: '农机台账',
        params: { name: '*拖拉机*' },
        selections: ['m1'],
      }),
    ).to.equal(true);
    expect(await api.exportXls({ url: '/farm/machine/exportXls', fileName: '维修记录' })).to.equal(true);
    expect(imported).to.deep.equal([EXPORT_CHUNK]);
    expect(server.downloads.map((download) => download.fileName)).to.deep.equal(['农机台账.xlsx', '维修记录.xlsx']);
    expect(server.requests[0].params).to.include({ name: '*拖拉机*', selections: 'm1' });
  });

  it('asks the API base and with the token FarmElements.configure() gave', async () => {
    server = exportPage(workbook);
    const { api } = scriptTagPage();
    api.configure({ apiBase: 'https://api.test/jeecg-boot/', tokenProvider: () => 'portal-token' });
    try {
      expect(await api.exportXls({ url: '/farm/machine/exportXls', fileName: '农机台账' })).to.equal(true);
      const [request] = server.requests;
      expect(`${request.baseURL ?? ''}${request.url ?? ''}`).to.equal(
        'https://api.test/jeecg-boot/farm/machine/exportXls',
      );
      expect(String(request.headers['X-Access-Token'])).to.equal('portal-token');
    } finally {
      api.configure({ apiBase: '/farm-machine', tokenProvider: () => 'token' });
    }
  });

  it('shows the failure message on the page and resolves false', async () => {
    server = exportPage(() => ({
      data: new Blob([JSON.stringify({ success: false, message: '请先选择导出的数据' })], { type: 'application/json' }),
    }));
    const { api } = scriptTagPage();
    expect(await api.exportXls({ url: '/farm/machine/exportXls', fileName: '农机台账' })).to.equal(false);
    await waitFor(() => pageNotices().includes('请先选择导出的数据'), 3000, 'the message on the page');
    expect(server.downloads).to.deep.equal([]);
  });
});

describe('an export chunk that fails to load', () => {
  it('rejects the call, is reported on the console, and is loaded again by the next call', async () => {
    server = exportPage(workbook);
    const page = scriptTagPage();
    page.failNext(1);
    let rejection: unknown;
    await page.api
      .exportXls({ url: '/farm/machine/exportXls', fileName: '农机台账' })
      .catch((error: unknown) => (rejection = error));
    expect(rejection).to.be.instanceOf(TypeError);
    expect(page.console.errors).to.have.length(1);
    expect(String(page.console.errors[0][0])).to.contain(EXPORT_CHUNK);
    expect(server.requests).to.deep.equal([]);

    expect(await page.api.exportXls({ url: '/farm/machine/exportXls', fileName: '农机台账' })).to.equal(true);
    expect(page.imported).to.deep.equal([EXPORT_CHUNK, EXPORT_CHUNK]);
    expect(page.console.errors).to.have.length(1);
  });

  it('rejects when the build has no export chunk, asking the server nothing', async () => {
    server = exportPage(workbook);
    const { api, imported } = scriptTagPage({});
    let rejection: unknown;
    await api
      .exportXls({ url: '/farm/machine/exportXls', fileName: '农机台账' })
      .catch((error: unknown) => (rejection = error));
    expect(String(rejection)).to.contain('export');
    expect(imported).to.deep.equal([]);
    expect(server.requests).to.deep.equal([]);
  });
});
