import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onlineMessages } from '../../../server/messages';
import { farmServer, type FarmServer, type PageOf } from './farm-support';
import { clientAnswer, clientSend, type ClientCaller } from './stock-client';

// Issue 26: 农机分类 (/online/cgformTreeList/farm_machine_type) and 设备数据
// (/online/cgformList/farm_device_data) are forms the stock client's online pages can open. Each
// request below is the one that client's page sends (OnlCgformTreeList, OnlCgFormAutoList).

let farm: FarmServer;
let admin: ClientCaller;
const api = '/online/cgform/api';

interface MachineType {
  id: string;
  name: string;
  code: string;
  pid: string;
  hasChild: string;
  pid_dictText: string;
}

interface Reading {
  id: string;
  deviceCode: string;
  sensorCode: string;
  sensorType: string;
  sensorType_dictText: string;
  value: number;
  collectTime: string;
  createTime: string;
}

beforeAll(async () => {
  farm = await farmServer();
  admin = { token: farm.admin, tenantId: 1 };
});
afterAll(() => farm.close());

/** The tree list's first load (`loadData(1)` with an empty query form). */
const topLevel = { column: 'id', order: 'desc', hasQuery: 'false', pageNo: 1, pageSize: 10 };

async function treeData(params: Record<string, unknown>, caller: ClientCaller = admin) {
  return clientAnswer<PageOf<MachineType>>(farm, `${api}/getTreeData/farm_machine_type`, params, caller);
}

async function topRows(caller: ClientCaller = admin): Promise<MachineType[]> {
  const answer = await treeData(topLevel, caller);
  expect(answer.success, answer.message).toBe(true);
  return answer.result.records;
}

/** Expanding a row (`handleExpand`): the sort, hasQuery=false, the page, the row's id and its has-child flag. */
async function childrenOf(row: MachineType, caller: ClientCaller = admin): Promise<MachineType[]> {
  const answer = await treeData(
    { column: 'id', order: 'desc', hasQuery: 'false', pageNo: 1, pageSize: 10, pid: row.id, hasChild: row.hasChild },
    caller,
  );
  expect(answer.success, answer.message).toBe(true);
  return answer.result.records;
}

describe('农机分类: the tree list', () => {
  it('answers its columns with the tree fields the tree list reads', async () => {
    const columns = await clientAnswer<Record<string, unknown>>(farm, `${api}/getColumns/farm_machine_type`, {}, admin);
    expect(columns.success, columns.message).toBe(true);
    expect(columns.result).toMatchObject({
      currentTableName: 'farm_machine_type',
      description: '农机分类',
      isTree: 'Y',
      pidField: 'pid',
      hasChildrenField: 'hasChild',
      textField: 'name',
      hideColumns: [],
    });
    const query = await clientAnswer<{ field: string }[]>(farm, `${api}/getQueryInfo/farm_machine_type`, {}, admin);
    expect(query.result.map((item) => item.field)).toEqual(['name', 'code', 'machineType']);
  });

  it('lists the top rows first, each saying whether it has children, newest first as the client sorts by id', async () => {
    const rows = await topRows();
    expect(rows.map((row) => row.name)).toEqual([
      '动力机械',
      '耕整地机械',
      '种植施肥机械',
      '植保机械',
      '收获机械',
      '收获后处理机械',
    ]);
    for (const row of rows) expect(row).toMatchObject({ pid: '0', hasChild: '1' });
  });

  it('answers the children of an expanded row, and of all expanded rows at once when it reloads', async () => {
    const [, tillage, , , harvest] = await topRows();
    const tillageKinds = await childrenOf(tillage);
    expect(tillageKinds.map((row) => row.name).sort()).toEqual(['旋耕机', '深松机'].sort());
    for (const row of tillageKinds)
      expect(row).toMatchObject({ pid: tillage.id, hasChild: '0', pid_dictText: '耕整地机械' });
    const [combine] = await childrenOf(harvest);
    expect(combine).toMatchObject({ name: '联合收割机', hasChild: '1' });

    // loadDataByExpandedRows: the sort, the expanded ids in an advanced-query `pid in`, batchFlag.
    const expanded = [tillage.id, harvest.id, combine.id];
    const superQueryParams = encodeURI(
      JSON.stringify([{ rule: 'in', type: 'text', val: expanded.join(','), field: 'pid' }]),
    );
    const batch = await treeData({
      column: 'id',
      order: 'desc',
      superQueryParams,
      superQueryMatchType: 'and',
      batchFlag: 'true',
    });
    expect(batch.success, batch.message).toBe(true);
    expect(batch.result.records.map((row) => row.name).sort()).toEqual(
      ['旋耕机', '深松机', '联合收割机', '轮式联合收割机', '履带式联合收割机'].sort(),
    );
  });

  it('searches every level when the query form holds a value', async () => {
    const found = await treeData({
      name: '履带式联合收割机',
      column: 'id',
      order: 'desc',
      hasQuery: 'true',
      pageNo: 1,
      pageSize: 10,
    });
    expect(found.result.records.map((row) => row.name)).toEqual(['履带式联合收割机']);
  });

  it('draws the parent as a tree select in the form', async () => {
    const form = await clientAnswer<{
      head: Record<string, unknown>;
      schema: { properties: Record<string, Record<string, unknown>> };
    }>(farm, `${api}/getFormItem/farm_machine_type`, {}, admin);
    expect(form.result.head).toMatchObject({
      isTree: 'Y',
      treeParentIdField: 'pid',
      treeIdField: 'has_child',
      treeFieldname: 'name',
    });
    expect(form.result.schema.properties.pid).toMatchObject({
      view: 'sel_tree',
      dict: 'farm_machine_type,name,id',
      pidField: 'pid',
      pidValue: '0',
      hasChildField: 'has_child',
    });
    expect(form.result.schema.properties.hasChild).toBeUndefined();
    // The tree select reads the levels through the dictionary's tree call.
    const level = await clientAnswer<{ title: string; isLeaf: boolean }[]>(
      farm,
      '/sys/dict/loadTreeData',
      {
        pid: '0',
        pidField: 'pid',
        tableName: 'farm_machine_type',
        text: 'name',
        code: 'id',
        hasChildField: 'has_child',
        condition: '',
      },
      admin,
    );
    expect(level.success, level.message).toBe(true);
    expect(level.result.map((node) => node.title)).toContain('收获机械');
  });

  it('adds below a row (添加下级), which then has children, and adds at the top without a parent', async () => {
    const [, , , protection] = await topRows();
    const [drone] = await childrenOf(protection);
    const added = (
      await clientSend(
        farm,
        'POST',
        `${api}/form/farm_machine_type`,
        { name: '多旋翼植保无人机', code: 'DXYWRJ', pid: drone.id },
        admin,
      )
    ).json();
    expect(added).toMatchObject({ success: true, message: onlineMessages.addSucceeded });
    expect((await childrenOf(protection))[0]).toMatchObject({ id: drone.id, hasChild: '1' });
    expect((await childrenOf({ ...drone, hasChild: '1' })).map((row) => row.name)).toEqual(['多旋翼植保无人机']);

    const top = (
      await clientSend(
        farm,
        'POST',
        `${api}/form/farm_machine_type`,
        { name: '设施农业装备', code: 'SSNYZB', pid: '' },
        admin,
      )
    ).json();
    expect(top.success, top.message).toBe(true);
    expect((await farm.get<MachineType>(`${api}/form/farm_machine_type/${top.result}`)).result).toMatchObject({
      pid: '0',
      hasChild: '0',
    });
  });

  it('refuses to move a row below itself or below its own children', async () => {
    const harvest = (await topRows()).find((row) => row.name === '收获机械') as MachineType;
    const [combine] = await childrenOf(harvest);
    const edited = (await farm.get<MachineType>(`${api}/form/farm_machine_type/${harvest.id}`)).result;
    for (const pid of [harvest.id, combine.id]) {
      const answer = (await clientSend(farm, 'PUT', `${api}/form/farm_machine_type`, { ...edited, pid }, admin)).json();
      expect(answer).toMatchObject({ success: false, message: onlineMessages.treeParentBelowItself });
    }
    // Back to the top, sent as the form sends an emptied tree select.
    expect(
      (await clientSend(farm, 'PUT', `${api}/form/farm_machine_type`, { ...edited, pid: '' }, admin)).json().success,
    ).toBe(true);
  });

  it('deletes a row with the rows below it, and its parent has no children left', async () => {
    const post = (await topRows()).find((row) => row.name === '收获后处理机械') as MachineType;
    const [dryer] = await childrenOf(post);
    const below = (
      await clientSend(
        farm,
        'POST',
        `${api}/form/farm_machine_type`,
        { name: '循环式烘干机', code: 'XHSHGJ', pid: dryer.id },
        admin,
      )
    ).json();
    expect(
      (await clientSend(farm, 'DELETE', `${api}/form/farm_machine_type/${dryer.id}`, undefined, admin)).json().message,
    ).toBe(onlineMessages.deleteSucceeded);
    expect((await farm.get(`${api}/form/farm_machine_type/${below.result}`)).message).toBe(onlineMessages.notFound);
    expect((await topRows()).find((row) => row.id === post.id)?.hasChild).toBe('0');
  });

  it("keeps each tenant its own tree: another tenant's row is no parent", async () => {
    const secondTenant = { token: farm.admin, tenantId: 2 };
    const theirs = await topRows(secondTenant);
    expect(theirs.map((row) => row.name)).toContain('收获机械');
    const ours = new Set((await topRows()).map((row) => row.id));
    for (const row of theirs) expect(ours.has(row.id)).toBe(false);
    const [ourTop] = await topRows();
    const refused = (
      await clientSend(
        farm,
        'POST',
        `${api}/form/farm_machine_type`,
        { name: '越界', code: 'YJ', pid: ourTop.id },
        secondTenant,
      )
    ).json();
    expect(refused).toMatchObject({ success: false, message: onlineMessages.unknownReference('上级分类', ourTop.id) });
  });

  it('is not a tree call for a form that is no tree', async () => {
    const answer = await clientAnswer(farm, `${api}/getTreeData/farm_asset`, topLevel, admin);
    expect(answer).toMatchObject({ success: false, message: onlineMessages.notATree('farm_asset') });
  });

  it('opens in the console as a declared form', async () => {
    const declaration = await farm.get<{ title: string; fields: { name: string }[] }>(
      '/farm/declaration/farm_machine_type',
    );
    expect(declaration.success, declaration.message).toBe(true);
    expect(declaration.result.title).toBe('农机分类');
  });
});

/** The online list's first load: the default sort `id desc`, the page, the advanced-query match; the empty query dropped. */
const firstPage = {
  column: 'id',
  order: 'desc',
  pageNo: 1,
  pageSize: 10,
  superQueryMatchType: 'and',
  superQueryParams: '',
};

describe('设备数据: the online list of readings', () => {
  it('answers its columns and query form instead of "表单 farm_device_data 不存在"', async () => {
    const columns = await clientAnswer<{ columns: { dataIndex: string }[]; currentTableName: string }>(
      farm,
      `${api}/getColumns/farm_device_data`,
      {},
      admin,
    );
    expect(columns.success, columns.message).toBe(true);
    expect(columns.result.columns.map((column) => column.dataIndex)).toEqual([
      'deviceCode',
      'sensorCode',
      'sensorType',
      'value',
      'unit',
      'collectTime',
    ]);
    const query = await clientAnswer<{ field: string; mode: string }[]>(
      farm,
      `${api}/getQueryInfo/farm_device_data`,
      {},
      admin,
    );
    expect(query.result).toContainEqual(expect.objectContaining({ field: 'collectTime', mode: 'group' }));
  });

  it("pages the tenant's readings sorted by id as the client asks, newest first", async () => {
    const answer = await clientAnswer<PageOf<Reading>>(farm, `${api}/getData/farm_device_data`, firstPage, admin);
    expect(answer.success, answer.message).toBe(true);
    expect(answer.result.total).toBe(await farm.countIn('farm_device_data', 1));
    const times = answer.result.records.map((reading) => reading.collectTime);
    expect(times).toEqual([...times].sort().reverse());
    expect(answer.result.records[0]).toMatchObject({ sensorType_dictText: expect.any(String) });
  });

  it('sorts by any declared column the table header names', async () => {
    // handleTableChange: { column: field, order: 'asc' | 'desc' } replaces the default sort.
    const byValue = await clientAnswer<PageOf<Reading>>(
      farm,
      `${api}/getData/farm_device_data`,
      { ...firstPage, column: 'value', order: 'asc' },
      admin,
    );
    expect(byValue.success, byValue.message).toBe(true);
    const values = byValue.result.records.map((reading) => reading.value);
    expect(values).toEqual([...values].sort((a, b) => a - b));
    for (const column of ['deviceCode', 'sensorCode', 'sensorType', 'unit', 'collectTime', 'createTime']) {
      const answer = await clientAnswer(
        farm,
        `${api}/getData/farm_device_data`,
        { ...firstPage, column, order: 'desc' },
        admin,
      );
      expect(answer.success, `${column}: ${answer.message}`).toBe(true);
    }
  });

  it('filters by the query form: a device and a collection window', async () => {
    const sample = (await clientAnswer<PageOf<Reading>>(farm, `${api}/getData/farm_device_data`, firstPage, admin))
      .result.records[0];
    const filtered = await clientAnswer<PageOf<Reading>>(
      farm,
      `${api}/getData/farm_device_data`,
      {
        deviceCode: sample.deviceCode,
        collectTime_begin: sample.collectTime,
        collectTime_end: sample.collectTime,
        ...firstPage,
      },
      admin,
    );
    expect(filtered.result.total).toBeGreaterThan(0);
    for (const reading of filtered.result.records)
      expect(reading).toMatchObject({ deviceCode: sample.deviceCode, collectTime: sample.collectTime });
  });

  it('shows each tenant the readings of its own sensors', async () => {
    const second = await clientAnswer<PageOf<Reading>>(
      farm,
      `${api}/getData/farm_device_data`,
      { ...firstPage, pageSize: 1000 },
      { token: farm.admin, tenantId: 2 },
    );
    expect(second.result.total).toBe(await farm.countIn('farm_device_data', 2));
    const sensorsOfTwo = new Set(
      (
        await clientAnswer<PageOf<{ sensorCode: string }>>(
          farm,
          '/sensor/list',
          { pageSize: 1000 },
          { token: farm.admin, tenantId: 2 },
        )
      ).result.records.map((sensor) => sensor.sensorCode),
    );
    for (const reading of second.result.records)
      expect(sensorsOfTwo.has(reading.sensorCode), reading.sensorCode).toBe(true);
  });

  it('opens in the console as a declared form', async () => {
    const declaration = await farm.get<{ title: string }>('/farm/declaration/farm_device_data');
    expect(declaration.success, declaration.message).toBe(true);
    expect(declaration.result.title).toBe('设备数据');
  });
});
