import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { excelMessages, systemMessages } from '../../../server/messages';
import { multipart } from '../online/farm-support';
import { readSheet, workbook } from '../online/workbooks';
import { startServer, type Answer, type TestServer } from '../support/test-server';
import { get, signIn, type Page } from './admin-kit';

let server: TestServer;
let tokens: Record<string, string>;

beforeAll(async () => {
  server = await startServer();
  tokens = await signIn(server, ['admin', 'operator']);
});
afterAll(() => server.close());

async function exportRows(token: string, url: string) {
  const response = await server.call({ method: 'GET', url, token });
  return {
    response,
    rows:
      response.statusCode === 200 && !response.headers['content-type']?.toString().includes('json')
        ? readSheet(response.rawPayload).rows
        : [],
  };
}

async function importRows(token: string, url: string, rows: readonly (readonly unknown[])[], name = 'sheet.xlsx') {
  const body = multipart([{ name, data: workbook(rows) }]);
  const response = await server.call({ method: 'POST', url, token, payload: body.payload, headers: body.headers });
  return response.json<Answer<{ totalCount: number; errorCount: number; successCount: number; fileUrl: string }>>();
}

describe('exporting the system lists', () => {
  it('writes the users the query matches, dictionary values as texts and never a secret', async () => {
    const { response, rows } = await exportRows(
      tokens.admin,
      `/sys/user/exportXls?realname=${encodeURIComponent('*王*')}&column=username&order=asc`,
    );
    expect(response.headers['content-disposition']).toContain(encodeURIComponent('用户列表.xlsx'));
    expect(rows[0]).toEqual([
      '登录账号',
      '真实姓名',
      '性别',
      '生日',
      '手机号码',
      '电子邮件',
      '工号',
      '状态',
      '创建时间',
    ]);
    expect(rows.slice(1).map((row) => row[0])).toEqual(['operator', 'wangwu']);
    expect(rows[1].slice(0, 3)).toEqual(['operator', '王晓运', '女']);
    expect(rows[1][7]).toBe('正常');
    expect(response.rawPayload.toString('latin1')).not.toMatch(/scrypt|salt/i);
  });

  it('writes only the selected records when there is a selection', async () => {
    const { rows } = await exportRows(
      tokens.admin,
      '/sys/role/exportXls?selections=role-guest,role-sales&column=roleCode&order=asc',
    );
    expect(rows.map((row) => row[1])).toEqual(['角色编码', 'guest', 'sales']);
  });

  it('writes the departments in tree order with their kinds as texts', async () => {
    const { rows } = await exportRows(tokens.admin, '/sys/sysDepart/exportXls?column=orgCode&order=asc');
    const codes = rows.slice(1).map((row) => String(row[1]));
    expect(codes).toEqual([...codes].sort());
    const live = await server.app.db.selectFrom('sys_depart').select('id').where('delFlag', '=', '0').execute();
    expect(codes).toHaveLength(live.length);
    expect(new Set(rows.slice(1).map((row) => row[2]))).toContain('公司');
  });

  it('writes a category level by its parent, or every category from the top', async () => {
    const all = await server.app.db.selectFrom('sys_category').select(['id', 'pid', 'code']).execute();
    const parent = all.find((category) => all.some((child) => child.pid === category.id))!;
    const level = (await exportRows(tokens.admin, `/sys/category/exportXls?pid=${parent.id}`)).rows
      .slice(1)
      .map((row) => row[1]);
    expect(level.sort()).toEqual(
      all
        .filter((category) => category.pid === parent.id)
        .map((category) => category.code)
        .sort(),
    );
    expect((await exportRows(tokens.admin, '/sys/category/exportXls')).rows).toHaveLength(all.length + 1);
  });

  it('writes coded values without a dictionary as their texts, and leaves deleted announcements out', async () => {
    const jobs = (await exportRows(tokens.admin, '/sys/quartzJob/exportXls?column=jobClassName&order=asc')).rows;
    expect(jobs[0]).toEqual(['任务类名', 'Cron表达式', '参数', '描述', '状态', '创建时间']);
    expect(jobs.slice(1).map((row) => [row[0], row[4]])).toContainEqual(['farm.job.TempUploadCleanupJob', '正常']);
    const [gone] = await server.app.db.selectFrom('sys_announcement').select('id').orderBy('id').limit(1).execute();
    await server.app.db.updateTable('sys_announcement').set({ delFlag: '1' }).where('id', '=', gone.id).execute();
    const live = await server.app.db
      .selectFrom('sys_announcement')
      .select('titile')
      .where('delFlag', '=', '0')
      .execute();
    expect(live.length).toBeGreaterThan(0);
    const announcements = (await exportRows(tokens.admin, '/sys/annountCement/exportXls')).rows;
    expect(
      announcements
        .slice(1)
        .map((row) => row[0])
        .sort(),
    ).toEqual(live.map((row) => row.titile).sort());
  });

  it('refuses a filter on a column the list does not offer, and a caller without the export code', async () => {
    expect(
      (await server.call({ method: 'GET', url: '/sys/user/exportXls?password=x', token: tokens.admin })).json<{
        success: boolean;
      }>().success,
    ).toBe(false);
    const refused = await server.call({ method: 'GET', url: '/sys/role/exportXls', token: tokens.operator });
    expect(refused.json<Answer>().code).toBe(510);
  });
});

describe('importing the system lists', () => {
  it('writes every valid role and position, reading a rank by its text or its value', async () => {
    const roles = await importRows(tokens.admin, '/sys/role/importExcel', [
      ['角色名称', '角色编码', '描述'],
      ['质检员', 'quality_inspector', '检查作业质量'],
      ['调度员', 'dispatcher', null],
    ]);
    expect(roles).toMatchObject({ success: true, code: 200, message: excelMessages.importedAll(2) });
    const page = (
      await get<Page<{ roleName: string; description: string | null; createBy: string }>>(
        server,
        tokens.admin,
        '/sys/role/list?roleCode=dispatcher',
      )
    ).answer.result;
    expect(page.records[0]).toMatchObject({ roleName: '调度员', description: null, createBy: 'admin' });

    const positions = await importRows(tokens.admin, '/sys/position/importExcel', [
      ['职务编码', '职务名称', '职级'],
      ['field_lead', '田间组长', '中级'],
      ['field_hand', '田间助理', '2'],
    ]);
    expect(positions.success).toBe(true);
    const ranks = (
      await get<Page<{ code: string; postRank: string }>>(
        server,
        tokens.admin,
        '/sys/position/list?code=field_*&column=code&order=asc',
      )
    ).answer.result.records;
    expect(ranks.map((position) => [position.code, position.postRank])).toEqual([
      ['field_hand', '2'],
      ['field_lead', '3'],
    ]);
  });

  it('imports the valid rows of a partly bad sheet and answers 201 with an error workbook naming each bad row', async () => {
    const answer = await importRows(tokens.admin, '/sys/dict/importExcel', [
      ['字典名称', '字典编码', '描述'],
      ['作业季节', 'work_season', null],
      [null, 'no_name', null],
      ['性别重复', 'sex', null],
      ['坏编码', 'bad code', null],
      ['季节重复', 'work_season', null],
    ]);
    expect(answer).toMatchObject({ success: true, code: 201, message: excelMessages.importedWithErrors });
    expect(answer.result).toMatchObject({ totalCount: 5, successCount: 1, errorCount: 4 });
    const stored = path.join(server.dataDir, 'upload', answer.result.fileUrl.replace('/sys/common/static/', ''));
    const errors = readSheet(readFileSync(stored)).rows;
    expect(errors.slice(1).map((row) => [row[0], row[1]])).toEqual([
      [3, systemMessages.sheetRequired('字典名称')],
      [4, systemMessages.sheetTaken('字典编码', 'sex')],
      [5, '字典编码只能由字母、数字、下划线、点和减号组成'],
      [6, systemMessages.sheetRepeated('字典编码', 'work_season')],
    ]);
    const codes = await server.app.db
      .selectFrom('sys_dict')
      .select('dictCode')
      .where('dictCode', 'in', ['work_season', 'no_name', 'bad code'])
      .execute();
    expect(codes.map((row) => row.dictCode)).toEqual(['work_season']);
  });

  it("refuses a sheet that is not this list's, a file that is no workbook, and an unknown rank, changing nothing", async () => {
    const before = await server.app.db.selectFrom('sys_position').select('id').execute();
    const foreign = await importRows(tokens.admin, '/sys/position/importExcel', [
      ['农户姓名', '联系电话'],
      ['赵长山', '13811112222'],
    ]);
    expect(foreign).toMatchObject({
      success: false,
      message: excelMessages.importFailed(`sheet.xlsx：${systemMessages.sheetNoColumns}`),
    });
    const body = multipart([{ name: 'notes.xlsx', data: Buffer.from('plain text, not a workbook') }]);
    const garbage = await server.call({
      method: 'POST',
      url: '/sys/position/importExcel',
      token: tokens.admin,
      payload: body.payload,
      headers: body.headers,
    });
    expect(garbage.json<Answer>().success).toBe(false);
    const rank = await importRows(tokens.admin, '/sys/position/importExcel', [
      ['职务编码', '职务名称', '职级'],
      ['night_shift', '夜班', '特级'],
    ]);
    expect(rank.code).toBe(201);
    expect(await server.app.db.selectFrom('sys_position').select('id').execute()).toHaveLength(before.length);
  });

  it('needs the import code, and the lists without an import have no route for one', async () => {
    const refused = await importRows(tokens.operator, '/sys/role/importExcel', [
      ['角色名称', '角色编码'],
      ['x', 'x_role'],
    ]);
    expect(refused.code).toBe(510);
    const jobs = await importRows(tokens.admin, '/sys/quartzJob/importExcel', [['任务类名'], ['farm.job.X']]);
    expect(jobs.code).toBe(404);
  });

  it('imports users whom nobody can sign in as until an administrator sets their password', async () => {
    const answer = await importRows(tokens.admin, '/sys/user/importExcel', [
      ['登录账号', '真实姓名', '性别', '生日', '手机号码', '电子邮件', '状态'],
      ['import_farmer', '导入农户', '女', '1990-05-01', '13900000099', 'farmer@farm.example', '冻结'],
      ['admin', '重名', null, null, null, null, null],
      ['import_other', '手机重复', null, null, '13800000001', null, null],
      ['import_bad', '坏生日', '未知', '1990/5/1', null, 'not-mail', null],
    ]);
    expect(answer).toMatchObject({ code: 201, result: { totalCount: 4, successCount: 1, errorCount: 3 } });
    const stored = path.join(server.dataDir, 'upload', answer.result.fileUrl.replace('/sys/common/static/', ''));
    expect(
      readSheet(readFileSync(stored))
        .rows.slice(1)
        .map((row) => row[1]),
    ).toEqual([
      systemMessages.sheetTaken('登录账号', 'admin'),
      systemMessages.sheetTaken('手机号码', '13800000001'),
      [systemMessages.sheetUnknownItem('性别', '未知'), systemMessages.sheetBirthday, systemMessages.sheetEmail].join(
        '；',
      ),
    ]);
    const page = (
      await get<Page<{ id: string; sex: number; birthday: string; status: number; createBy: string }>>(
        server,
        tokens.admin,
        '/sys/user/list?username=import_farmer',
      )
    ).answer.result;
    expect(page.records[0]).toMatchObject({ sex: 2, birthday: '1990-05-01', status: 1, createBy: 'admin' });
    await expect(server.login('import_farmer', 'Guess-Pass-2026')).rejects.toThrow();

    const set = await server.call({
      method: 'PUT',
      url: '/sys/user/changePassword',
      token: tokens.admin,
      payload: { username: 'import_farmer', password: 'Chosen-Pass-2026', confirmpassword: 'Chosen-Pass-2026' },
    });
    expect(set.json<Answer>().success).toBe(true);
    expect(await server.login('import_farmer', 'Chosen-Pass-2026')).toBeTruthy();
  });
});
