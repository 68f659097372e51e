import { describe, expect, it } from 'vitest';
import { clientWith } from './client-fixture';
import { settle } from './fake-backend';

const xlsx = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

function downloadClient(answer: Parameters<typeof clientWith>[0]) {
  const saved: { blob: Blob; name: string }[] = [];
  const setup = clientWith(answer, { saveFile: (blob, name) => void saved.push({ blob, name }) });
  return { ...setup, saved };
}

describe('downloadFile fetches a blob and saves it', () => {
  it('sends GET parameters as the query and saves the file under its name', async () => {
    const file = new Blob(['PK…'], { type: xlsx });
    const { client, requests, saved } = downloadClient(() => ({ data: file }));
    const result = await client.downloadFile('/farm/order/exportXls', '订单.xlsx', { selections: 'a,b' });
    expect(requests[0].method).toBe('get');
    expect(requests[0].responseType).toBe('blob');
    expect(requests[0].params).toMatchObject({ selections: 'a,b' });
    expect(saved).toEqual([{ blob: file, name: '订单.xlsx' }]);
    expect(result).toBe(file);
  });

  it('sends the parameters as the body when asked to POST', async () => {
    const { client, requests } = downloadClient(() => ({ data: new Blob(['x']) }));
    await client.downloadFile('/export', 'a.xlsx', { ids: ['1'] }, { method: 'post' });
    expect(requests[0].method).toBe('post');
    expect(requests[0].data).toBe('{"ids":["1"]}');
  });
});

describe('failed downloads surface a message instead of saving', () => {
  it('an empty blob warns 文件下载失败', async () => {
    const { client, notify, saved } = downloadClient(() => ({ data: new Blob([]) }));
    expect(await client.downloadFile('/export', 'a.xlsx')).toBeNull();
    expect(notify.warnings).toEqual([{ message: '文件下载失败' }]);
    expect(saved).toEqual([]);
  });

  it('a JSON failure inside the blob warns with the server message', async () => {
    const body = new Blob([JSON.stringify({ success: false, message: '导出数据为空', code: 500 })], {
      type: 'application/json',
    });
    const { client, notify, saved } = downloadClient(() => ({ data: body }));
    expect(await client.downloadFile('/export', 'a.xlsx')).toBeNull();
    expect(notify.warnings).toEqual([{ message: '导出数据为空' }]);
    expect(saved).toEqual([]);
  });

  it('an HTTP error whose JSON body arrived as a blob shows the server message and rejects with it', async () => {
    const body = new Blob([JSON.stringify({ success: false, message: '没有导出权限', code: 500 })], {
      type: 'application/json',
    });
    const { client, notify } = downloadClient(() => ({ status: 500, data: body }));
    const failure = await client
      .downloadFile('/export', 'a.xlsx')
      .catch((error: { response: { data: unknown } }) => error);
    await settle();
    expect(notify.errors).toEqual([{ title: '系统提示', message: '没有导出权限' }]);
    expect((failure as { response: { data: { message: string } } }).response.data.message).toBe('没有导出权限');
  });
});
