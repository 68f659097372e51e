import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../support/test-server';
import { answerIn, HAN } from './locale-support';

// Configuration the seed wrote (menus, dictionaries, online forms, reports, categories, roles,
// departments, tenants) is shown in English to a client asking for it; what an administrator typed
// stays as typed; business rows stay as stored; without the header everything is as JeecgBoot's.

interface MenuNode {
  meta: { title: string; permissionList?: { describe: string }[] };
  children?: MenuNode[];
}
interface MenuAnswer {
  menu: MenuNode[];
  auth: { describe: string }[];
  allAuth: { describe: string }[];
}
interface DictItem {
  value: string;
  text: string;
  title: string;
  label: string;
}
interface Column {
  title: string;
  dataIndex: string;
}

const titlesOf = (nodes: readonly MenuNode[]): string[] =>
  nodes.flatMap((node) => [node.meta.title, ...titlesOf(node.children ?? [])]);

describe('answers built from seeded configuration', () => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await startServer();
    token = await server.login('admin');
  });
  afterAll(() => server.close());

  describe('the menu (getUserPermissionByToken)', () => {
    const menuIn = (language: 'en' | 'none') =>
      answerIn<MenuAnswer>(server, language, { method: 'GET', url: '/sys/permission/getUserPermissionByToken', token });

    it('has English titles and button descriptions in English, none left in Chinese', async () => {
      const { result } = await menuIn('en');
      const titles = titlesOf(result.menu);
      expect(titles).toEqual(expect.arrayContaining(['Home', 'Machinery orders', 'System', 'Users', 'Dictionaries']));
      expect(titles.filter((title) => HAN.test(title))).toEqual([]);
      expect(
        [...result.auth, ...result.allAuth].map((entry) => entry.describe).filter((text) => HAN.test(text)),
      ).toEqual([]);
      expect(result.allAuth.map((entry) => entry.describe)).toContain('Batch delete');
    });

    it('is the stored Chinese without the header', async () => {
      const { result } = await menuIn('none');
      expect(titlesOf(result.menu)).toEqual(
        expect.arrayContaining(['首页', '农机订单', '系统管理', '用户管理', '数据字典']),
      );
      expect(result.allAuth.map((entry) => entry.describe)).toContain('批量删除');
    });

    it('shows a title the administrator typed as typed, in English too', async () => {
      await server.app.db
        .updateTable('sys_permission')
        .set({ name: '我的工作台' })
        .where('name', '=', '工作台')
        .execute();
      try {
        const titles = titlesOf((await menuIn('en')).result.menu);
        expect(titles).toContain('我的工作台');
        expect(titles).not.toContain('Workplace');
      } finally {
        await server.app.db
          .updateTable('sys_permission')
          .set({ name: '工作台' })
          .where('name', '=', '我的工作台')
          .execute();
      }
    });

    it('gives the role grant tree (queryTreeList) English titles', async () => {
      interface GrantNode {
        title: string;
        children?: GrantNode[];
      }
      const walk = (nodes: readonly GrantNode[]): string[] =>
        nodes.flatMap((node) => [node.title, ...walk(node.children ?? [])]);
      const english = await answerIn<{ treeList: GrantNode[] }>(server, 'en', {
        method: 'GET',
        url: '/sys/permission/queryTreeList',
        token,
      });
      const chinese = await answerIn<{ treeList: GrantNode[] }>(server, 'none', {
        method: 'GET',
        url: '/sys/permission/queryTreeList',
        token,
      });
      expect(walk(english.result.treeList)).toContain('Menus');
      expect(walk(english.result.treeList).filter((title) => HAN.test(title))).toEqual([]);
      expect(walk(chinese.result.treeList)).toContain('菜单管理');
    });
  });

  describe('dictionaries', () => {
    it('getDictItems answers the items in English, and in Chinese without the header', async () => {
      const english = await answerIn<DictItem[]>(server, 'en', {
        method: 'GET',
        url: '/sys/dict/getDictItems/sex',
        token,
      });
      const chinese = await answerIn<DictItem[]>(server, 'none', {
        method: 'GET',
        url: '/sys/dict/getDictItems/sex',
        token,
      });
      expect(english.result.map((item) => [item.value, item.text, item.title, item.label])).toEqual([
        ['1', 'Male', 'Male', 'Male'],
        ['2', 'Female', 'Female', 'Female'],
      ]);
      expect(chinese.result.map((item) => item.text)).toEqual(['男', '女']);
    });

    it('queryAllDictItems has no Chinese item text left in English', async () => {
      const english = await answerIn<Record<string, DictItem[]>>(server, 'en', {
        method: 'GET',
        url: '/sys/dict/queryAllDictItems',
        token,
      });
      const texts = Object.values(english.result)
        .flat()
        .map((item) => item.text);
      expect(texts).toEqual(expect.arrayContaining(['Awaiting acceptance', 'Combine harvester', 'Wheat']));
      expect(texts.filter((text) => HAN.test(text))).toEqual([]);
    });

    it('keeps an item the administrator added as typed', async () => {
      const dict = await server.app.db
        .selectFrom('sys_dict')
        .select('id')
        .where('dictCode', '=', 'farm_crop')
        .executeTakeFirstOrThrow();
      const added = await answerIn(server, 'none', {
        method: 'POST',
        url: '/sys/dictItem/add',
        token,
        payload: { dictId: dict.id, itemText: '高粱', itemValue: 'sorghum', sortOrder: 99, status: 1 },
      });
      expect(added.success).toBe(true);
      const english = await answerIn<DictItem[]>(server, 'en', {
        method: 'GET',
        url: '/sys/dict/getDictItems/farm_crop',
        token,
      });
      expect(english.result.map((item) => item.text)).toEqual(expect.arrayContaining(['Wheat', '高粱']));
    });
    it('the dictionary lists show seeded names and items in English, and saving the form back keeps the Chinese', async () => {
      type Dict = { id: string; dictName: string; dictCode: string };
      type Item = { id: string; itemText: string; itemValue: string; dictId: string };
      const dicts = await answerIn<{ records: Dict[] }>(server, 'en', {
        method: 'GET',
        url: '/sys/dict/list?dictCode=sex',
        token,
      });
      const sex = dicts.result.records.find((dict) => dict.dictCode === 'sex') as Dict;
      expect(sex.dictName).toBe('Sex');
      const items = await answerIn<{ records: Item[] }>(server, 'en', {
        method: 'GET',
        url: `/sys/dictItem/list?dictId=${sex.id}`,
        token,
      });
      expect(items.result.records.map((item) => item.itemText)).toEqual(['Male', 'Female']);

      const resaved = await answerIn(server, 'en', {
        method: 'PUT',
        url: '/sys/dict/edit',
        token,
        payload: { id: sex.id, dictName: 'Sex', dictCode: 'sex', description: 'edited in English' },
      });
      const male = items.result.records[0];
      const itemResaved = await answerIn(server, 'en', {
        method: 'PUT',
        url: '/sys/dictItem/edit',
        token,
        payload: { id: male.id, itemText: 'Male', itemValue: male.itemValue },
      });
      expect([resaved.success, itemResaved.success]).toEqual([true, true]);
      const stored = await server.app.db
        .selectFrom('sys_dict')
        .select(['dictName', 'description'])
        .where('id', '=', sex.id)
        .executeTakeFirstOrThrow();
      expect(stored).toEqual({ dictName: '性别', description: 'edited in English' });
      expect(
        (
          await server.app.db
            .selectFrom('sys_dict_item')
            .select('itemText')
            .where('id', '=', male.id)
            .executeTakeFirstOrThrow()
        ).itemText,
      ).toBe('男');

      await answerIn(server, 'en', {
        method: 'PUT',
        url: '/sys/dictItem/edit',
        token,
        payload: { id: male.id, itemText: 'Man', itemValue: male.itemValue },
      });
      expect(
        (
          await server.app.db
            .selectFrom('sys_dict_item')
            .select('itemText')
            .where('id', '=', male.id)
            .executeTakeFirstOrThrow()
        ).itemText,
      ).toBe('Man');
      await answerIn(server, 'none', {
        method: 'PUT',
        url: '/sys/dictItem/edit',
        token,
        payload: { id: male.id, itemText: '男', itemValue: male.itemValue },
      });
      const chinese = await answerIn<{ records: Dict[] }>(server, 'none', {
        method: 'GET',
        url: '/sys/dict/list?dictCode=sex',
        token,
      });
      expect(chinese.result.records.find((dict) => dict.dictCode === 'sex')?.dictName).toBe('性别');
    });
  });

  describe('online forms', () => {
    it('getColumns has English column titles, description and dictionary options', async () => {
      const english = await answerIn<{
        columns: Column[];
        description: string;
        dictOptions: Record<string, DictItem[]>;
      }>(server, 'en', { method: 'GET', url: '/online/cgform/api/getColumns/farm_order', token });
      const chinese = await answerIn<{ columns: Column[]; description: string }>(server, 'none', {
        method: 'GET',
        url: '/online/cgform/api/getColumns/farm_order',
        token,
      });
      expect(english.result.description).toBe('Machinery orders');
      expect(english.result.columns.find((column) => column.dataIndex === 'orderNo')?.title).toBe('Order no.');
      expect(english.result.columns.map((column) => column.title).filter((title) => HAN.test(title))).toEqual([]);
      expect(english.result.dictOptions.status.map((item) => item.text)).toContain('Awaiting acceptance');
      expect(chinese.result.description).toBe('农机订单');
      expect(chinese.result.columns.find((column) => column.dataIndex === 'orderNo')?.title).toBe('订单编号');
    });

    it('getQueryInfo and getFormItem have English labels', async () => {
      const query = await answerIn<{ field: string; label: string }[]>(server, 'en', {
        method: 'GET',
        url: '/online/cgform/api/getQueryInfo/farm_order',
        token,
      });
      expect(query.result.map((item) => item.label).filter((label) => HAN.test(label))).toEqual([]);
      expect(query.result.find((item) => item.field === 'status')?.label).toBe('Order status');
      const form = await answerIn<{
        head: { tableTxt: string };
        schema: { title: string; properties: Record<string, { title: string; errorInfo?: string }> };
      }>(server, 'en', {
        method: 'GET',
        url: '/online/cgform/api/getFormItem/farm_cooperative',
        token,
      });
      expect(form.result.head.tableTxt).toBe('Cooperative');
      expect(form.result.schema.properties.creditCode).toMatchObject({
        title: 'Unified social credit code',
        errorInfo: 'Please enter a valid unified social credit code',
      });
      const chinese = await answerIn<{ schema: { properties: Record<string, { title: string; errorInfo?: string }> } }>(
        server,
        'none',
        { method: 'GET', url: '/online/cgform/api/getFormItem/farm_cooperative', token },
      );
      expect(chinese.result.schema.properties.creditCode).toMatchObject({
        title: '统一社会信用代码',
        errorInfo: '请输入正确的统一社会信用代码',
      });
    });

    it('getErpColumns has English titles for the master and its parts', async () => {
      const english = await answerIn<{
        main: { description: string };
        subList: { description: string; columns: Column[] }[];
      }>(server, 'en', { method: 'GET', url: '/online/cgform/api/getErpColumns/farm_meeting_main', token });
      expect(english.result.main.description).toBe('Meetings');
      expect(english.result.subList.map((part) => part.description)).toContain('Attendees');
      expect(
        english.result.subList
          .flatMap((part) => part.columns.map((column) => column.title))
          .filter((title) => HAN.test(title)),
      ).toEqual([]);
    });

    it('records carry English dictionary texts, while their business data stays as stored', async () => {
      type Order = { status_dictText: string; farmerName: string; address: string };
      const english = await answerIn<{ records: Order[] }>(server, 'en', {
        method: 'GET',
        url: '/online/cgform/api/getData/farm_order?pageSize=5',
        token,
      });
      const chinese = await answerIn<{ records: Order[] }>(server, 'none', {
        method: 'GET',
        url: '/online/cgform/api/getData/farm_order?pageSize=5',
        token,
      });
      expect(english.result.records.map((order) => order.status_dictText).filter((text) => HAN.test(text))).toEqual([]);
      expect(english.result.records.map((order) => [order.farmerName, order.address])).toEqual(
        chinese.result.records.map((order) => [order.farmerName, order.address]),
      );
      expect(chinese.result.records.every((order) => HAN.test(order.farmerName))).toBe(true);
    });
  });

  describe('online reports', () => {
    it('getRpColumns has the English report name and column titles; getQueryInfo the parameters', async () => {
      const english = await answerIn<{ columns: Column[]; cgRpConfigName: string }>(server, 'en', {
        method: 'GET',
        url: '/online/cgreport/api/getRpColumns/farm_driver_popup',
        token,
      });
      const chinese = await answerIn<{ columns: Column[]; cgRpConfigName: string }>(server, 'none', {
        method: 'GET',
        url: '/online/cgreport/api/getRpColumns/farm_driver_popup',
        token,
      });
      expect(english.result.cgRpConfigName).toBe('Choose a driver');
      expect(english.result.columns.map((column) => column.title)).toEqual(
        expect.arrayContaining(['Name', 'Driving years', 'Status']),
      );
      expect(english.result.columns.map((column) => column.title).filter((title) => HAN.test(title))).toEqual([]);
      expect(chinese.result.cgRpConfigName).toBe('机手选择');
    });
  });

  describe('categories, roles, departments and tenants', () => {
    it('category selects show the seeded names in English', async () => {
      const english = await answerIn<DictItem[]>(server, 'en', {
        method: 'GET',
        url: '/sys/category/loadAllData?code=A01',
        token,
      });
      const chinese = await answerIn<DictItem[]>(server, 'none', {
        method: 'GET',
        url: '/sys/category/loadAllData?code=A01',
        token,
      });
      expect(english.result.length).toBeGreaterThan(0);
      expect(english.result.map((item) => item.text).filter((text) => HAN.test(text))).toEqual([]);
      expect(english.result.map((item) => item.text)).toContain('Rotary tiller');
      expect(chinese.result.map((item) => item.text)).toContain('旋耕机');
    });

    it('the role select (queryall) shows the seeded role names in English', async () => {
      const english = await answerIn<{ roleName: string; roleCode: string }[]>(server, 'en', {
        method: 'GET',
        url: '/sys/role/queryall',
        token,
      });
      const chinese = await answerIn<{ roleName: string; roleCode: string }[]>(server, 'none', {
        method: 'GET',
        url: '/sys/role/queryall',
        token,
      });
      expect(english.result.find((role) => role.roleCode === 'admin')?.roleName).toBe('System administrator');
      expect(chinese.result.find((role) => role.roleCode === 'admin')?.roleName).toBe('系统管理员');
    });

    it('the login answer names departments and tenants in English', async () => {
      const payload = { username: 'admin', password: (await import('../support/test-server')).ADMIN_PASSWORD };
      const english = await answerIn<{
        departs: { departName: string }[];
        tenantList: { name: string }[];
        sysAllDictItems: Record<string, DictItem[]>;
      }>(server, 'en', { method: 'POST', url: '/sys/login', payload });
      const chinese = await answerIn<{ departs: { departName: string }[]; tenantList: { name: string }[] }>(
        server,
        'none',
        { method: 'POST', url: '/sys/login', payload },
      );
      expect(english.message).toBe('Signed in');
      expect(chinese.message).toBe('登录成功');
      expect(english.result.departs.length).toBeGreaterThan(0);
      expect(
        [
          ...english.result.departs.map((depart) => depart.departName),
          ...english.result.tenantList.map((tenant) => tenant.name),
        ].filter((name) => HAN.test(name)),
      ).toEqual([]);
      expect(chinese.result.departs.every((depart) => HAN.test(depart.departName))).toBe(true);
      expect(english.result.sysAllDictItems.sex.map((item) => item.text)).toEqual(['Male', 'Female']);
    });
  });
});
