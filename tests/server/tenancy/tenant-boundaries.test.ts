import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onlineMessages, tenancyMessages } from '../../../server/messages';
import { repairResource } from '../../../server/resources/machines';
import { farmServer, multipart, type FarmServer, type PageOf } from '../online/farm-support';
import { readSheet, workbook } from '../online/workbooks';

// Issue "Data boundaries", point 1: every business list, read, export, import, edit and delete is
// the caller's current tenant's, which must be one of theirs. zhengshi belongs to tenant 2 only;
// the admin to tenants 1 and 2 (tenant 1 unless the request names 2).

interface Repair {
  id: string;
  repairNo: string;
  assetId: string;
  assetId_dictText: string;
  faultDesc: string;
  tenantId: number;
  updateBy: string | null;
}

let farm: FarmServer;
let tenantTwo = '';
/** A repair of tenant 1 and one of tenant 2, as stored. */
let theirs: Repair;
let ours: Repair;

const db = () => farm.server.app.db;
const storedRepair = (id: string) =>
  db().selectFrom('farm_repair').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

async function repairs(query: string, token = tenantTwo, headers: Record<string, string> = {}) {
  return (await farm.call('GET', `/farm/repair/list?${query}`, { token, headers })).json<{
    success: boolean;
    code: number;
    message: string;
    result: PageOf<Repair>;
  }>();
}

beforeAll(async () => {
  farm = await farmServer();
  tenantTwo = await farm.tokenOf('zhengshi');
  theirs = (await farm.page<Repair>('/farm/repair/list?pageSize=1')).records[0];
  ours = (await repairs('pageSize=1')).result.records[0];
});
afterAll(() => farm.close());

describe('the current tenant', () => {
  it("is the user's first tenant when the request names none", async () => {
    const answer = await repairs('pageSize=1');
    expect(answer.result.total).toBe(await farm.countIn('farm_repair', 2));
    expect((await farm.page('/farm/repair/list?pageSize=1')).total).toBe(await farm.countIn('farm_repair', 1));
    expect(await farm.countIn('farm_repair', 1)).not.toBe(await farm.countIn('farm_repair', 2));
  });

  it("is the one the tenant-id header names, when it is one of the user's: the admin switches", async () => {
    const inTwo = await repairs('pageSize=1', farm.admin, { 'tenant-id': '2' });
    expect(inTwo.result.total).toBe(await farm.countIn('farm_repair', 2));
    const inOne = await repairs('pageSize=1', farm.admin, { 'tenant-id': '1' });
    expect(inOne.result.total).toBe(await farm.countIn('farm_repair', 1));
    // The clients send 0 when they have no tenant: the first one.
    expect((await repairs('pageSize=1', farm.admin, { 'tenant-id': '0' })).result.total).toBe(inOne.result.total);
  });

  it("refuses a tenant that is not the user's, on every protected route, as JeecgBoot answers it: sign in again", async () => {
    const response = await farm.call('GET', '/farm/repair/list', { token: tenantTwo, headers: { 'tenant-id': '1' } });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ success: false, code: 401, message: tenancyMessages.notYourTenant });
    const menu = await farm.call('GET', '/sys/permission/getUserPermissionByToken', {
      token: tenantTwo,
      headers: { 'tenant-id': '1' },
    });
    expect(menu.statusCode).toBe(401);
    expect((await farm.call('GET', '/farm/order/list', { headers: { 'tenant-id': '3' } })).json().message).toBe(
      tenancyMessages.notYourTenant,
    );
    // Signing out needs no tenant.
    const spare = await farm.server.login('zhengshi');
    expect(
      (await farm.call('POST', '/sys/logout', { token: spare, headers: { 'tenant-id': '1' } })).json().success,
    ).toBe(true);
  });

  it('refuses a frozen tenant, and serves a user whose tenants are all frozen nothing', async () => {
    await db().updateTable('sys_tenant').set({ status: 0 }).where('id', '=', 2).execute();
    try {
      expect((await repairs('', farm.admin, { 'tenant-id': '2' })).message).toBe(tenancyMessages.notYourTenant);
      expect((await repairs('')).message).toBe(tenancyMessages.noActiveTenant);
      expect((await repairs('', farm.admin)).success).toBe(true);
    } finally {
      await db().updateTable('sys_tenant').set({ status: 1 }).where('id', '=', 2).execute();
    }
  });

  it('is none for a user of no tenant: no business row to read or write', async () => {
    await db().updateTable('sys_user').set({ relTenantIds: null }).where('username', '=', 'wangwu').execute();
    const token = await farm.server.login('wangwu');
    const answer = await repairs('pageSize=1', token);
    expect(answer).toMatchObject({ success: true, result: { total: 0 } });
    expect((await repairs('', token, { 'tenant-id': '1' })).message).toBe(tenancyMessages.notYourTenant);
    const added = (await farm.call('POST', '/farm/repair/add', { token, payload: { repairNo: 'WX-NONE-1' } })).json();
    expect(added).toMatchObject({ success: false, message: tenancyMessages.noTenantToWrite });
  });

  it("is the adder's for a user added without tenants", async () => {
    const body = {
      username: 'tenant_two_clerk',
      realname: '联社文员',
      password: 'Clerk-2024-pass',
      selectedroles: 'role-repair',
    };
    const added = (await farm.call('POST', '/sys/user/add', { payload: body, headers: { 'tenant-id': '2' } })).json();
    expect(added.success).toBe(true);
    const user = await db()
      .selectFrom('sys_user')
      .select('relTenantIds')
      .where('username', '=', 'tenant_two_clerk')
      .executeTakeFirstOrThrow();
    expect(user.relTenantIds).toBe('2');
    const token = await farm.server.login('tenant_two_clerk', 'Clerk-2024-pass');
    expect((await repairs('pageSize=1', token)).result.total).toBe(await farm.countIn('farm_repair', 2));
  });
});

describe('a user of tenant 2', () => {
  it("lists only the tenant's repairs, in the console's list and the online form alike", async () => {
    const page = (await repairs('pageSize=1000')).result;
    expect(page.records.length).toBe(page.total);
    expect(new Set(page.records.map((repair) => repair.tenantId))).toEqual(new Set([2]));
    expect(page.records.some((repair) => repair.id === theirs.id)).toBe(false);
    const online = (
      await farm.call('GET', '/online/cgform/api/getData/farm_repair?pageSize=-521', { token: tenantTwo })
    ).json();
    expect(online.result.total).toBe(page.total);
    // Filters and the advanced query never reach past the tenant.
    expect((await repairs(`repairNo=${encodeURIComponent(theirs.repairNo)}`)).result.total).toBe(0);
    expect((await repairs(`tenantId=1`)).result.total).toBe(0);
  });

  it('names the referenced rows of the tenant only', async () => {
    const page = (await repairs('pageSize=50')).result;
    for (const repair of page.records) expect(repair.assetId_dictText, repair.id).not.toBe('');
    const assets = await db()
      .selectFrom('farm_asset')
      .select(['id', 'tenantId'])
      .where(
        'id',
        'in',
        page.records.map((repair) => repair.assetId),
      )
      .execute();
    expect(new Set(assets.map((asset) => asset.tenantId))).toEqual(new Set([2]));
  });

  it('cannot read, edit or delete a repair of tenant 1: not found, and nothing changes', async () => {
    const before = await storedRepair(theirs.id);
    expect(
      (await farm.call('GET', `/farm/repair/queryById?id=${theirs.id}`, { token: tenantTwo })).json(),
    ).toMatchObject({ success: false, message: onlineMessages.notFound });
    expect(
      (await farm.call('GET', `/online/cgform/api/form/farm_repair/${theirs.id}`, { token: tenantTwo })).json().success,
    ).toBe(false);
    const edit = await farm.call('PUT', '/farm/repair/edit', {
      token: tenantTwo,
      payload: { id: theirs.id, faultDesc: '被另一租户修改' },
    });
    expect(edit.json()).toMatchObject({ success: false, message: onlineMessages.notFound });
    const onlineEdit = await farm.call('PUT', '/online/cgform/api/form/farm_repair', {
      token: tenantTwo,
      payload: { id: theirs.id, faultDesc: '被另一租户修改' },
    });
    expect(onlineEdit.json().success).toBe(false);
    expect(
      (await farm.call('DELETE', `/farm/repair/delete?id=${theirs.id}`, { token: tenantTwo })).json(),
    ).toMatchObject({ success: false, message: onlineMessages.notFound });
    expect(
      (await farm.call('DELETE', `/farm/repair/deleteBatch?ids=${theirs.id}`, { token: tenantTwo })).json().success,
    ).toBe(false);
    expect(
      (await farm.call('DELETE', `/online/cgform/api/form/farm_repair/${theirs.id}`, { token: tenantTwo })).json()
        .success,
    ).toBe(false);
    expect(await storedRepair(theirs.id)).toEqual(before);
    // The tenant-1 user still sees it as it was.
    expect((await farm.get<Repair>(`/farm/repair/queryById?id=${theirs.id}`)).result.faultDesc).toBe(before.faultDesc);
  });

  it("deletes in a batch only the tenant's own rows", async () => {
    const own = await farm.call('POST', '/farm/repair/add', {
      token: tenantTwo,
      payload: { ...repairBody(ours.assetId), repairNo: 'WX-T2-BATCH' },
    });
    const ownId = own.json().result as string;
    const answer = (
      await farm.call('DELETE', `/farm/repair/deleteBatch?ids=${ownId},${theirs.id}`, { token: tenantTwo })
    ).json();
    expect(answer.success).toBe(true);
    expect(await db().selectFrom('farm_repair').select('id').where('id', 'in', [ownId, theirs.id]).execute()).toEqual([
      { id: theirs.id },
    ]);
  });

  it("exports only the tenant's rows, whatever the selections name", async () => {
    const all = await farm.call('GET', '/farm/repair/exportXls', { token: tenantTwo });
    const rows = readSheet(all.rawPayload).rows.slice(1);
    expect(rows.length).toBe(await farm.countIn('farm_repair', 2));
    const numberColumn = repairResource.fields.findIndex((field) => field.name === 'repairNo');
    expect(rows.some((cells) => cells[numberColumn] === theirs.repairNo)).toBe(false);
    const selected = await farm.call('GET', `/farm/repair/exportXls?selections=${theirs.id},${ours.id}`, {
      token: tenantTwo,
    });
    expect(
      readSheet(selected.rawPayload)
        .rows.slice(1)
        .map((cells) => cells[numberColumn]),
    ).toEqual([ours.repairNo]);
    const online = await farm.call(
      'GET',
      `/online/cgform/api/exportXls/farm_repair?paramsStr=${encodeURIComponent(JSON.stringify({ selections: theirs.id }))}`,
      { token: tenantTwo },
    );
    expect(readSheet(online.rawPayload).rows.slice(1)).toEqual([]);
  });

  it('adds rows to its tenant, whatever the body says, and refers to its own rows only', async () => {
    const added = await farm.call('POST', '/farm/repair/add', {
      token: tenantTwo,
      payload: { ...repairBody(ours.assetId), repairNo: 'WX-T2-0001', tenantId: 1 },
    });
    expect(added.json().success).toBe(true);
    expect(await storedRepair(added.json().result)).toMatchObject({
      tenantId: 2,
      sysOrgCode: 'A01A06A02',
      createBy: 'zhengshi',
    });
    const foreign = await farm.call('POST', '/farm/repair/add', {
      token: tenantTwo,
      payload: { ...repairBody(theirs.assetId), repairNo: 'WX-T2-0002' },
    });
    expect(foreign.json().message).toBe(onlineMessages.unknownReference('维修农机', theirs.assetId));
  });

  it("keeps values unique within the tenant: another tenant's number is free to use", async () => {
    const reused = await farm.call('POST', '/farm/repair/add', {
      token: tenantTwo,
      payload: { ...repairBody(ours.assetId), repairNo: theirs.repairNo },
    });
    expect(reused.json().success).toBe(true);
    const again = await farm.call('POST', '/farm/repair/add', {
      token: tenantTwo,
      payload: { ...repairBody(ours.assetId), repairNo: theirs.repairNo },
    });
    expect(again.json().message).toBe(onlineMessages.duplicate('工单编号', theirs.repairNo));
    const check = await farm.call(
      'GET',
      `/sys/duplicate/check?tableName=farm_repair&fieldName=repair_no&fieldVal=${encodeURIComponent(ours.repairNo)}`,
    );
    expect(check.json().success).toBe(true);
  });

  it("imports into its tenant, its rows referring to the tenant's rows only", async () => {
    const headers = ['工单编号', '维修农机', '故障类型', '故障描述', '报修人', '联系电话', '报修时间', '工单状态'];
    const row = (number: string, asset: unknown) => [
      number,
      asset,
      '发动机故障',
      '导入的工单',
      '王报修',
      '13811112222',
      '2024-09-01 08:00:00',
      '待派工',
    ];
    const file = workbook([headers, row('WX-IMP-T2-1', ours.assetId), row('WX-IMP-T2-2', theirs.assetId)]);
    const body = multipart([{ name: 'repairs.xlsx', data: file }]);
    const answer = (
      await farm.call('POST', '/farm/repair/importExcel', {
        token: tenantTwo,
        payload: body.payload,
        headers: body.headers,
      })
    ).json();
    expect(answer.result).toMatchObject({ successCount: 1, errorCount: 1 });
    const imported = await db()
      .selectFrom('farm_repair')
      .select(['repairNo', 'tenantId'])
      .where('repairNo', 'like', 'WX-IMP-T2-%')
      .execute();
    expect(imported).toEqual([{ repairNo: 'WX-IMP-T2-1', tenantId: 2 }]);
  });

  it("picks from the tenant's rows in table dictionaries and popups", async () => {
    const drivers = (
      await farm.call('GET', '/sys/dict/getDictItems/farm_driver,realname,id', { token: tenantTwo })
    ).json();
    expect(drivers.result.length).toBe(await farm.countIn('farm_driver', 2));
    const machines = (
      await farm.call('GET', '/online/cgreport/api/getData/farm_machine_popup?pageSize=1', { token: tenantTwo })
    ).json();
    expect(machines.result.total).toBe(await farm.countIn('farm_asset', 2));
  });

  it("sees the tenant's own figures on the dashboards", async () => {
    const board = (await farm.call('GET', '/stats/workplace', { token: tenantTwo })).json();
    const pending = await db()
      .selectFrom('farm_repair')
      .select('id')
      .where('tenantId', '=', 2)
      .where('status', 'in', ['1', '2'])
      .execute();
    expect(board.result.repairs.count).toBe(pending.length);
  });
});

function repairBody(assetId: string) {
  return {
    assetId,
    faultType: '1',
    faultDesc: '发动机无法启动',
    reporter: '李报修',
    reporterPhone: '13811112222',
    reportTime: '2024-09-19 08:00:00',
    status: '1',
  };
}
