import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { excelMessages, onlineMessages } from '../../../server/messages';
import { EXCEL_LIMITS } from '../../../server/modules/online';
import { farmServer, multipart, type FarmServer } from './farm-support';
import { encryptedWorkbook, readSheet, workbook, zipOf } from './workbooks';

let farm: FarmServer;
let driver = { id: '', realname: '' };

const MEBIBYTE = 1024 * 1024;
const HEADERS = [
  '农户姓名',
  '联系电话',
  '省份',
  '城市',
  '农机类型',
  '作业类型',
  '作业面积(亩)',
  '单价(元/亩)',
  '预约日期',
  '机手',
  '订单状态',
];
const row = (overrides: Partial<Record<(typeof HEADERS)[number], unknown>> = {}) =>
  HEADERS.map((header) =>
    header in overrides
      ? overrides[header]
      : (
          {
            农户姓名: '赵长山',
            联系电话: '13811112222',
            省份: '黑龙江省',
            城市: '哈尔滨市',
            农机类型: '联合收割机',
            作业类型: '收获',
            '作业面积(亩)': 120,
            '单价(元/亩)': 95,
            预约日期: '2024-10-01',
            机手: driver.id,
            订单状态: '已完成',
          } as Record<string, unknown>
        )[header],
  );

async function importFiles(
  files: { name: string; data: Buffer; field?: string }[],
  fields: Record<string, string> = {},
  url = '/farm/order/importExcel',
) {
  const body = multipart(files, fields);
  return farm.call('POST', url, { payload: body.payload, headers: body.headers });
}

const orderCount = async () => (await farm.page('/farm/order/list?pageSize=1')).total;

beforeAll(async () => {
  farm = await farmServer();
  const drivers = (await farm.page<{ id: string; realname: string }>('/farm/driver/list?pageSize=1000')).records;
  const named = drivers.filter(
    (candidate) => drivers.filter((other) => other.realname === candidate.realname).length === 1,
  );
  driver = named[0];
});
afterAll(() => farm.close());

describe('importing a spreadsheet', () => {
  it('writes every valid row, reading dictionary texts, labels, values and date cells', async () => {
    const before = await orderCount();
    const file = workbook([
      HEADERS,
      row({ 农户姓名: '导入甲', 机手: driver.realname }),
      row({ 农户姓名: '导入乙', 农机类型: '4', 作业类型: '6', 预约日期: 45567, 订单状态: '1', 机手: null }),
    ]);
    const answer = (await importFiles([{ name: 'orders.xlsx', data: file }])).json();
    expect(answer).toMatchObject({ success: true, code: 200, message: excelMessages.importedAll(2) });
    expect(await orderCount()).toBe(before + 2);
    const [first] = (await farm.page('/farm/order/list?farmerName=导入甲')).records;
    expect(first).toMatchObject({
      machineType: '2',
      workType: '7',
      status: '4',
      driverId: driver.id,
      workArea: 120,
      amount: 11400,
    });
    expect(String(first.orderNo)).toMatch(/^DD\d{14}$/);
    const [second] = (await farm.page('/farm/order/list?farmerName=导入乙')).records;
    expect(second).toMatchObject({
      machineType: '4',
      workType: '6',
      orderDate: '2024-10-02',
      status: '1',
      driverId: null,
    });
  });

  it('writes the valid rows of a partly wrong file and answers 201 with a workbook naming each refused row', async () => {
    const before = await orderCount();
    const file = workbook([
      HEADERS,
      row({ 农户姓名: '部分甲' }),
      row({ 农户姓名: '=HYPERLINK("http://evil.example","点我")', 联系电话: '123' }),
      row({ 农户姓名: '部分乙' }),
      row({ 农户姓名: '部分丙', 农机类型: '飞行器', 机手: 'no-such-driver', '作业面积(亩)': 'abc' }),
    ]);
    const answer = (await importFiles([{ name: 'orders.xlsx', data: file }])).json();
    expect(answer).toMatchObject({
      success: true,
      code: 201,
      message: excelMessages.importedWithErrors,
      result: { totalCount: 4, errorCount: 2, successCount: 2, msg: excelMessages.importSummary(4, 2, 2) },
    });
    expect(await orderCount()).toBe(before + 2);
    expect(answer.result.fileUrl).toBe(`/sys/common/static/import-errors/${answer.result.fileName}`);

    const errorFile = readFileSync(path.join(farm.server.dataDir, 'upload', 'import-errors', answer.result.fileName));
    const { rows, sheet } = readSheet(errorFile);
    expect(rows[0]).toEqual([excelMessages.rowColumn, excelMessages.reasonColumn, ...HEADERS]);
    expect(rows.slice(1).map((cells) => cells[0])).toEqual([3, 5]);
    expect(rows[1][1]).toContain('请输入正确手机号');
    expect(rows[2][1]).toContain(onlineMessages.notInDictionary('农机类型', '飞行器'));
    expect(rows[2][1]).toContain(onlineMessages.unknownReference('机手', 'no-such-driver'));
    expect(rows[2][1]).toContain(onlineMessages.notNumber('作业面积(亩)'));
    // The formula a hostile cell carried comes back as plain text, never as a formula.
    expect(rows[1][2]).toBe('\'=HYPERLINK("http://evil.example","点我")');
    expect(Object.values(sheet).some((cell) => typeof cell === 'object' && cell && 'f' in cell)).toBe(false);
  });

  it('gives a master record to every row through foreignKeys', async () => {
    const meeting = (await farm.page('/farm/meetingMain/list?pageSize=1')).records[0];
    const before = (await farm.page(`/farm/meetingAttendees/list?meetingId=${meeting.id}`)).total;
    const file = workbook([
      ['姓名', '联系电话', '参会类型'],
      ['外聘专家', '13700001111', '嘉宾'],
    ]);
    const answer = (
      await importFiles(
        [{ name: 'attendees.xlsx', data: file }],
        { foreignKeys: JSON.stringify({ meetingId: meeting.id }) },
        '/farm/meetingAttendees/importExcel',
      )
    ).json();
    expect(answer.success).toBe(true);
    expect((await farm.page(`/farm/meetingAttendees/list?meetingId=${meeting.id}`)).total).toBe(before + 1);
    const polluting = await importFiles(
      [{ name: 'attendees.xlsx', data: file }],
      { foreignKeys: '{"__proto__":{"polluted":1}}' },
      '/farm/meetingAttendees/importExcel',
    );
    expect(polluting.json().message).toBe(excelMessages.badForeignKeys);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect((await farm.page(`/farm/meetingAttendees/list?meetingId=${meeting.id}`)).total).toBe(before + 1);
  });
});

describe('a file that fails as a whole changes nothing', () => {
  const failures: [string, () => Buffer, string][] = [
    ['plain text named .xlsx', () => Buffer.from('农户姓名,联系电话\n甲,13800000000\n'), excelMessages.notWorkbook],
    [
      'a broken zip',
      () => Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(300, 7)]),
      excelMessages.notWorkbook,
    ],
    ['a password-protected workbook', encryptedWorkbook, excelMessages.encrypted],
    [
      'a zip with an encrypted part',
      () => zipOf([{ name: 'xl/workbook.xml', data: Buffer.from('<workbook/>'), flags: 1 }]),
      excelMessages.encrypted,
    ],
    [
      'a zip bomb',
      () =>
        zipOf([
          {
            name: 'xl/worksheets/sheet1.xml',
            data: Buffer.alloc(EXCEL_LIMITS.unpackedBytes + 1024 * 1024),
            deflate: true,
          },
        ]),
      excelMessages.tooLargeUnpacked(EXCEL_LIMITS.unpackedBytes / MEBIBYTE),
    ],
    [
      'a zip bomb that claims to be small',
      () =>
        zipOf([
          {
            name: 'xl/sharedStrings.xml',
            data: Buffer.alloc(EXCEL_LIMITS.unpackedBytes + 1),
            deflate: true,
            claimedSize: 100,
          },
        ]),
      excelMessages.tooLargeUnpacked(EXCEL_LIMITS.unpackedBytes / MEBIBYTE),
    ],
    [
      'a part that unpacks to more than it declares',
      () => zipOf([{ name: 'xl/workbook.xml', data: Buffer.alloc(4096, 60), deflate: true, claimedSize: 100 }]),
      excelMessages.tooLargeUnpacked(EXCEL_LIMITS.unpackedBytes / MEBIBYTE),
    ],
    [
      'too many rows',
      () => workbook([HEADERS, ...Array.from({ length: EXCEL_LIMITS.rows + 1 }, () => ['甲'])]),
      excelMessages.tooManyRows(EXCEL_LIMITS.rows),
    ],
    [
      'a __proto__ header',
      () =>
        workbook([
          ['__proto__', ...HEADERS],
          ['{"polluted":1}', ...row()],
        ]),
      excelMessages.forbiddenHeader('__proto__'),
    ],
    [
      'a constructor header',
      () =>
        workbook([
          [...HEADERS, 'constructor'],
          [...row(), 'x'],
        ]),
      excelMessages.forbiddenHeader('constructor'),
    ],
    [
      'a field twice',
      () =>
        workbook([
          [...HEADERS, '农户姓名'],
          [...row(), '乙'],
        ]),
      excelMessages.duplicateHeader('农户姓名'),
    ],
    [
      'no known column',
      () =>
        workbook([
          ['甲列', '乙列'],
          ['1', '2'],
        ]),
      excelMessages.noKnownColumns,
    ],
    ['headers only', () => workbook([HEADERS]), excelMessages.noRows],
  ];

  for (const [what, make, reason] of failures) {
    it(`refuses ${what}`, async () => {
      const before = await orderCount();
      const response = await importFiles([{ name: 'bad.xlsx', data: make() }]);
      expect(response.json()).toMatchObject({
        success: false,
        message: excelMessages.importFailed(`bad.xlsx：${reason}`),
      });
      expect(await orderCount()).toBe(before);
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    });
  }

  it('refuses every file when one of them fails', async () => {
    const before = await orderCount();
    const good = workbook([HEADERS, row({ 农户姓名: '不该导入' })]);
    const response = await importFiles([
      { name: 'good.xlsx', data: good },
      { name: 'bad.xlsx', data: encryptedWorkbook() },
    ]);
    expect(response.json().message).toBe(excelMessages.importFailed(`bad.xlsx：${excelMessages.encrypted}`));
    expect(await orderCount()).toBe(before);
  });

  it('refuses an oversized file, too many files, no file and a body that is not multipart', async () => {
    const big = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(EXCEL_LIMITS.fileBytes)]);
    expect((await importFiles([{ name: 'big.xlsx', data: big }])).json().message).toBe(
      excelMessages.fileTooLarge(EXCEL_LIMITS.fileBytes / MEBIBYTE),
    );
    const small = workbook([HEADERS, row()]);
    const many = Array.from({ length: EXCEL_LIMITS.files + 1 }, (_, index) => ({
      name: `f${index}.xlsx`,
      data: small,
    }));
    expect((await importFiles(many)).json().message).toBe(excelMessages.tooManyFiles(EXCEL_LIMITS.files));
    expect((await importFiles([], { isSingleTableImport: '1' })).json().message).toBe(excelMessages.noFile);
    const json = await farm.call('POST', '/farm/order/importExcel', { payload: { files: [] } });
    expect(json.json().message).toBe(excelMessages.notMultipart);
  });

  it('refuses callers without the import button before reading the upload', async () => {
    const guest = await farm.tokenOf('wujiu');
    const body = multipart([{ name: 'orders.xlsx', data: workbook([HEADERS, row()]) }]);
    const response = await farm.call('POST', '/farm/order/importExcel', {
      token: guest,
      payload: body.payload,
      headers: body.headers,
    });
    expect(response.json().code).toBe(510);
  });
});
