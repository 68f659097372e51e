import { AxiosHeaders, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { configureHttp, resetHttpConfig, silentNotifier } from '../../../elements/core/http';
import { exportXls, openStoredFile } from '../../../elements/import';
import { expect } from '../harness';

interface Setup {
  requests: InternalAxiosRequestConfig[];
  warnings: string[];
  saved: { blob: Blob; name: string }[];
}

function exportServer(body: () => Blob): Setup {
  const setup: Setup = { requests: [], warnings: [], saved: [] };
  const adapter: AxiosAdapter = async (request) => {
    setup.requests.push(request);
    return { status: 200, statusText: 'OK', data: body(), headers: new AxiosHeaders(), config: request };
  };
  configureHttp({
    adapter,
    getToken: () => 'token',
    getTenantId: () => null,
    notify: { ...silentNotifier, warning: ({ message }) => void setup.warnings.push(message) },
    saveFile: (blob, name) => setup.saved.push({ blob, name }),
  });
  return setup;
}

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

afterEach(() => resetHttpConfig());

describe('the list export', () => {
  it('downloads the xlsx of the current query and selections and saves it under the title', async () => {
    const setup = exportServer(() => new Blob([new Uint8Array([80, 75, 3, 4])], { type: XLSX }));
    const saved = await exportXls({
      url: '/farm/machine/exportXls',
      fileName: '农机台账',
      query: { name: '*拖拉机*', status: '' },
      selections: ['m1', 'm2'],
    });
    expect(saved).to.equal(true);
    expect(setup.requests[0].url).to.match(/\/farm\/machine\/exportXls$/);
    expect(setup.requests[0].params).to.include({ name: '*拖拉机*', selections: 'm1,m2' });
    expect(setup.requests[0].params).not.to.have.property('status');
    expect(setup.requests[0].responseType).to.equal('blob');
    expect(setup.saved.map((file) => file.name)).to.deep.equal(['农机台账.xlsx']);
  });

  it('an empty result warns 文件下载失败 and saves nothing', async () => {
    const setup = exportServer(() => new Blob([], { type: XLSX }));
    expect(await exportXls({ url: '/farm/machine/exportXls', fileName: '农机台账' })).to.equal(false);
    expect(setup.warnings).to.deep.equal(['文件下载失败']);
    expect(setup.saved).to.deep.equal([]);
  });

  it('a refusal inside the blob warns with the server message', async () => {
    const setup = exportServer(
      () =>
        new Blob([JSON.stringify({ success: false, message: '没有权限', code: 510 })], { type: 'application/json' }),
    );
    expect(await exportXls({ url: '/farm/machine/exportXls', fileName: '农机台账' })).to.equal(false);
    expect(setup.warnings).to.deep.equal(['没有权限']);
  });
});

describe('opening a stored file of a list', () => {
  it('an unknown file warns 未知的文件', () => {
    const setup = exportServer(() => new Blob());
    expect(openStoredFile('')).to.equal(false);
    expect(openStoredFile(undefined)).to.equal(false);
    expect(setup.warnings).to.deep.equal(['未知的文件', '未知的文件']);
  });
});
