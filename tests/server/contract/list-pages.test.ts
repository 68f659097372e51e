import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkMessages } from '../../../server/messages';
import { startServer, type TestServer } from '../support/test-server';
import { stockClient, type StockClient } from './stock-client';

// Issue 26, point 1: list loads the stock client sends as its pages open, answered as JeecgBoot
// answers them (HTTP 200, a page) where they were HTTP 400 here.

let server: TestServer;
let admin: StockClient;

interface Page<T = Record<string, unknown>> {
  records: T[];
  total: number;
  size: number;
  current: number;
  pages: number;
}

beforeAll(async () => {
  server = await startServer();
  admin = stockClient(server, await server.login('admin'));
});
afterAll(() => server.close());

describe('the dictionary page (DictList with its DictItemList drawer)', () => {
  const itemCount = async () =>
    Number(
      (
        await server.app.db
          .selectFrom('sys_dict_item')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const sexDict = () =>
    server.app.db.selectFrom('sys_dict').select(['id']).where('dictCode', '=', 'sex').executeTakeFirstOrThrow();

  it("answers the drawer's first load (delFlag=1, no dictionary yet) with the items of every dictionary, as JeecgBoot does", async () => {
    const answer = await admin.getAction<Page>('/sys/dictItem/list', {
      delFlag: '1',
      field: 'id,,itemText,itemValue,action',
      pageNo: '1',
      pageSize: '10',
    });
    expect(answer).toMatchObject({
      success: true,
      code: 200,
      result: { total: await itemCount(), size: 10, current: 1 },
    });
    expect(answer.result.records).toHaveLength(10);
  });

  it("lists one dictionary's items in their order once it is opened, and searches them", async () => {
    const { id } = await sexDict();
    const opened = await admin.getAction<Page<{ itemValue: string; dictId: string }>>('/sys/dictItem/list', {
      dictId: id,
      field: 'id,,itemText,itemValue,action',
      pageNo: '1',
      pageSize: '10',
    });
    expect(opened.success).toBe(true);
    expect(opened.result.records.map((item) => item.itemValue)).toEqual(['1', '2']);
    const searched = await admin.getAction<Page<{ itemText: string }>>('/sys/dictItem/list', {
      itemText: '女',
      delFlag: '1',
      dictId: id,
      field: 'id,,itemText,itemValue,action',
      pageNo: '1',
      pageSize: '10',
    });
    expect(searched.result.records.map((item) => item.itemText)).toEqual(['女']);
  });

  it('checks the code DictModal validates, and edits with the record the list gave', async () => {
    const { result } = await admin.getAction<Page<Record<string, unknown>>>('/sys/dict/list', {
      column: 'createTime',
      order: 'desc',
      field: 'id,,,dictName,dictCode,description,action',
      pageNo: '1',
      pageSize: '10',
      dictCode: 'sex',
    });
    const record = result.records[0];
    expect(
      await admin.getAction('/sys/duplicate/check', {
        tableName: 'sys_dict',
        fieldName: 'dict_code',
        fieldVal: 'sex',
        dataId: String(record.id),
      }),
    ).toMatchObject({ success: true });
    expect(
      await admin.getAction('/sys/duplicate/check', { tableName: 'sys_dict', fieldName: 'dict_code', fieldVal: 'sex' }),
    ).toMatchObject({ success: false, message: checkMessages.valueTaken });
    const before = await server.app.db
      .selectFrom('sys_dict')
      .selectAll()
      .where('id', '=', String(record.id))
      .executeTakeFirstOrThrow();
    const answer = await admin.putAction('/sys/dict/edit', {
      ...record,
      description: '性别',
      createBy: 'intruder',
      delFlag: 1,
    });
    expect(answer.success).toBe(true);
    expect(
      await server.app.db
        .selectFrom('sys_dict')
        .selectAll()
        .where('id', '=', String(record.id))
        .executeTakeFirstOrThrow(),
    ).toMatchObject({
      description: '性别',
      createBy: before.createBy,
      createTime: before.createTime,
      delFlag: 0,
    });
  });
});

describe('the department users page (DepartUserList with DeptUserInfo)', () => {
  /** DeptUserInfo.loadData: the mixin's parameters, then `params.depId = this.currentDeptId` ('' until a department is clicked). */
  const load = (client: StockClient, depId: string) =>
    client.getAction<Page<{ username: string }>>('/sys/user/departUserList', {
      column: 'createTime',
      order: 'desc',
      field: 'id,,username,realname,orgCode,sex_dictText,phone,action',
      pageNo: '1',
      pageSize: '10',
      depId,
    });

  it('answers the load before any department is chosen with an empty page for a plain user', async () => {
    expect(await load(admin, '')).toMatchObject({
      success: true,
      code: 200,
      result: { records: [], total: 0, current: 1, size: 10 },
    });
  });

  it('answers a superior (身份 上级) with the users of the departments in his charge and below, as JeecgBoot does', async () => {
    await server.app.db
      .updateTable('sys_user')
      .set({ userIdentity: 2, departIds: 'dep-henan' })
      .where('id', '=', 'user-admin')
      .execute();
    try {
      const { result } = await load(admin, '');
      // 孙琪 heads 河南分公司; 刘洋 works in its 郑州 station below it.
      expect(result.records.map((user) => user.username).sort()).toEqual(['liuyang', 'sunqi']);
    } finally {
      await server.app.db
        .updateTable('sys_user')
        .set({ userIdentity: 1, departIds: null })
        .where('id', '=', 'user-admin')
        .execute();
    }
  });

  it("lists a department's users once it is clicked", async () => {
    expect((await load(admin, 'dep-sales')).result.records.map((user) => user.username).sort()).toEqual(['lisi']);
  });

  it('lists the users of the departments below the clicked one too, as JeecgBoot reads them by org code', async () => {
    // 维修服务中心 has nobody of its own but for 张三; 王五 works in its 西区维修站 below.
    expect((await load(admin, 'dep-service')).result.records.map((user) => user.username).sort()).toEqual([
      'wangwu',
      'zhangsan',
    ]);
    const company = (await load(admin, 'dep-root')).result;
    expect(company.total).toBe(10);
    expect(company.records).toHaveLength(10);
    // 张三 works in three departments of the subtree: listed once.
    expect(new Set(company.records.map((user) => user.username)).size).toBe(10);
  });

  it('lists only the users of the tenant the client works in', async () => {
    // 佳木斯服务站's 郑石 belongs to tenant 2 only; 赵六 to both; 张三 (哈尔滨服务站) to tenant 1.
    expect((await load(admin, 'dep-hlj')).result.records.map((user) => user.username).sort()).toEqual([
      'zhangsan',
      'zhaoliu',
    ]);
    const inSecond = stockClient(server, await server.login('admin'), '2');
    expect((await load(inSecond, 'dep-hlj')).result.records.map((user) => user.username).sort()).toEqual([
      'zhaoliu',
      'zhengshi',
    ]);
    expect((await load(inSecond, 'dep-sales')).result).toMatchObject({ records: [], total: 0 });
  });
});
