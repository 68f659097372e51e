import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryMessages, systemMessages } from '../../../server/messages';
import { startServer, type TestServer } from '../support/test-server';
import { call, get, signIn, type Page } from './admin-kit';

let server: TestServer;
let tokens: Record<string, string>;

beforeAll(async () => {
  server = await startServer();
  tokens = await signIn(server, ['admin', 'operator']);
});
afterAll(() => server.close());

interface GatewayRoute {
  id: string;
  routerId: string;
  name: string;
  uri: string;
  predicates: { name: string; args: unknown }[];
  filters: { name: string; args: unknown }[];
  status: number;
  stripPrefix: number;
}

interface DataSource {
  id: string;
  code: string;
  name: string;
  dbUrl: string | null;
  dbUsername: string | null;
}

const storedPassword = async (code: string) =>
  (
    await server.app.db
      .selectFrom('sys_data_source')
      .select('dbPassword')
      .where('code', '=', code)
      .executeTakeFirstOrThrow()
  ).dbPassword;

describe('gateway routes', () => {
  it('lists every route as an array with its definitions parsed, for gateway:list holders only', async () => {
    const { answer } = await get<GatewayRoute[]>(server, tokens.admin, '/sys/gatewayRoute/list');
    expect(answer.result.map((route) => route.routerId).sort()).toEqual(['farm-machine-iot', 'farm-machine-system']);
    expect(answer.result.find((route) => route.routerId === 'farm-machine-system')?.predicates).toEqual([
      { name: 'Path', args: ['/sys/**'] },
    ]);
    expect((await get(server, tokens.operator, '/sys/gatewayRoute/list')).answer.code).toBe(510);
  });

  it('adds, reads, edits and deletes a route', async () => {
    const added = await call(server, tokens.admin, 'POST', '/sys/gatewayRoute/add', {
      routerId: 'farm-report',
      name: '报表服务',
      uri: 'lb://farm-report',
      predicates: [{ name: 'Path', args: ['/report/**'] }],
      filters: '[]',
      stripPrefix: true,
    });
    expect(added.answer).toMatchObject({ success: true, message: systemMessages.addSucceeded });
    const [route] = (await get<GatewayRoute[]>(server, tokens.admin, '/sys/gatewayRoute/list?routerId=farm-report'))
      .answer.result;
    expect(route).toMatchObject({ uri: 'lb://farm-report', stripPrefix: 1, status: 1, filters: [] });
    const edited = await call(server, tokens.admin, 'PUT', '/sys/gatewayRoute/edit', {
      id: route.id,
      routerId: 'farm-report',
      name: '报表',
      uri: 'http://10.0.0.5:8080',
      status: 0,
    });
    expect(edited.answer.success).toBe(true);
    // Definitions the edit did not send stay as they were.
    expect(
      (await get<GatewayRoute>(server, tokens.admin, `/sys/gatewayRoute/queryById?id=${route.id}`)).answer.result,
    ).toMatchObject({
      name: '报表',
      status: 0,
      predicates: [{ name: 'Path', args: ['/report/**'] }],
    });
    expect((await call(server, tokens.admin, 'DELETE', `/sys/gatewayRoute/delete?id=${route.id}`)).answer.success).toBe(
      true,
    );
  });

  it('refuses a taken router id, an address that is not one, and definitions that are not a list', async () => {
    expect(
      (
        await call(server, tokens.admin, 'POST', '/sys/gatewayRoute/add', {
          routerId: 'farm-machine-iot',
          name: 'x',
          uri: 'lb://x',
        })
      ).answer.message,
    ).toBe(systemMessages.routerIdTaken);
    expect(
      (
        await call(server, tokens.admin, 'POST', '/sys/gatewayRoute/add', {
          routerId: 'r1',
          name: 'x',
          uri: 'javascript:alert(1)',
        })
      ).answer.success,
    ).toBe(false);
    const bad = await call(server, tokens.admin, 'POST', '/sys/gatewayRoute/add', {
      routerId: 'r2',
      name: 'x',
      uri: 'lb://x',
      predicates: '{"name":"Path"}',
    });
    expect(bad.answer.success).toBe(false);
    expect(bad.answer.message).toBe(systemMessages.gatewayDefinitions);
    expect((await get<GatewayRoute[]>(server, tokens.admin, '/sys/gatewayRoute/list')).answer.result).toHaveLength(2);
  });
});

describe('data sources', () => {
  it('pages data sources for datasource:list holders, never with a password', async () => {
    const reply = await get<Page<DataSource>>(server, tokens.admin, '/sys/dataSource/list');
    expect(reply.answer.result.records).toEqual([
      expect.objectContaining({ code: 'farm_report', dbUsername: 'report_reader' }),
    ]);
    expect(reply.body).not.toContain('dbPassword');
    expect((await get(server, tokens.operator, '/sys/dataSource/list')).answer.code).toBe(510);
  });

  it('offers the names for the data source select to those who see the data sources', async () => {
    const { answer } = await get<{ value: string; label: string; text: string }[]>(
      server,
      tokens.admin,
      '/sys/dataSource/options',
    );
    expect(answer.result).toEqual([{ value: 'farm_report', label: '报表库（只读）', text: '报表库（只读）' }]);
    expect((await get(server, tokens.operator, '/sys/dataSource/options')).answer.code).toBe(510);
  });

  it('stores the password but answers it nowhere: list, record, filter or sort', async () => {
    const added = await call(server, tokens.admin, 'POST', '/sys/dataSource/add', {
      code: 'farm_archive',
      name: '归档库',
      dbType: '4',
      dbUrl: 'jdbc:postgresql://db/archive',
      dbUsername: 'archiver',
      dbPassword: 'S3cret-archive',
    });
    expect(added.answer.success).toBe(true);
    expect(await storedPassword('farm_archive')).toBe('S3cret-archive');
    const list = await get<Page<DataSource>>(server, tokens.admin, '/sys/dataSource/list');
    expect(list.body).not.toContain('S3cret-archive');
    const record = list.answer.result.records.find((row) => row.code === 'farm_archive');
    const one = await get<DataSource>(server, tokens.admin, `/sys/dataSource/queryById?id=${record?.id}`);
    expect(one.body).not.toContain('S3cret-archive');
    expect(one.answer.result).not.toHaveProperty('dbPassword');

    const filter = await get(server, tokens.admin, '/sys/dataSource/list?dbPassword=S3cret*');
    expect(filter.answer.message).toBe(queryMessages.unknownFilterField('dbPassword'));
    const advanced = encodeURIComponent(JSON.stringify([{ field: 'dbPassword', rule: 'like', val: 'S3' }]));
    expect((await get(server, tokens.admin, `/sys/dataSource/list?superQueryParams=${advanced}`)).answer.success).toBe(
      false,
    );
    expect((await get(server, tokens.admin, '/sys/dataSource/list?column=db_password')).answer.success).toBe(false);
  });

  it('keeps the stored password when an edit leaves it empty, and replaces it when one is given', async () => {
    const id = (
      await server.app.db
        .selectFrom('sys_data_source')
        .select('id')
        .where('code', '=', 'farm_archive')
        .executeTakeFirstOrThrow()
    ).id;
    await call(server, tokens.admin, 'PUT', '/sys/dataSource/edit', {
      id,
      code: 'farm_archive',
      name: '归档库（旧）',
      dbPassword: '',
    });
    expect(await storedPassword('farm_archive')).toBe('S3cret-archive');
    await call(server, tokens.admin, 'PUT', '/sys/dataSource/edit', {
      id,
      code: 'farm_archive',
      name: '归档库',
      dbPassword: 'Rotated-2025',
    });
    expect(await storedPassword('farm_archive')).toBe('Rotated-2025');
  });

  it('keeps data sources out of the table dictionaries', async () => {
    const reply = await get(server, tokens.operator, '/sys/dict/getDictItems/sys_data_source,db_username,code');
    expect(reply.answer.success).toBe(false);
    expect(reply.body).not.toContain('archiver');
  });

  it('refuses a taken code and deletes', async () => {
    expect(
      (await call(server, tokens.admin, 'POST', '/sys/dataSource/add', { code: 'farm_archive', name: 'x' })).answer
        .message,
    ).toBe(systemMessages.dataSourceCodeTaken);
    const id = (
      await server.app.db
        .selectFrom('sys_data_source')
        .select('id')
        .where('code', '=', 'farm_archive')
        .executeTakeFirstOrThrow()
    ).id;
    expect((await call(server, tokens.admin, 'DELETE', `/sys/dataSource/deleteBatch?ids=${id}`)).answer.success).toBe(
      true,
    );
    expect((await get<Page<DataSource>>(server, tokens.admin, '/sys/dataSource/list')).answer.result.total).toBe(1);
  });
});
