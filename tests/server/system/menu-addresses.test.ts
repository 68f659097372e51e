import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemMessages } from '../../../server/messages';
import { menuAddressKind } from '../../../server/modules/system';
import { startServer, type TestServer } from '../support/test-server';
import { call, get } from './admin-kit';

let server: TestServer;
let admin: string;

beforeAll(async () => {
  server = await startServer();
  admin = await server.login('admin');
});
afterAll(() => server.close());

interface MenuNode {
  path: string;
  redirect?: string;
  meta: { title: string; url?: string };
  children?: MenuNode[];
}

const systemId = async () =>
  (
    await server.app.db
      .selectFrom('sys_permission')
      .select('id')
      .where('url', '=', '/isystem')
      .executeTakeFirstOrThrow()
  ).id;
const stored = (name: string) =>
  server.app.db
    .selectFrom('sys_permission')
    .select(['url', 'redirect', 'component'])
    .where('name', '=', name)
    .executeTakeFirst();
const addPage = async (name: string, fields: Record<string, unknown>) =>
  call(server, admin, 'POST', '/sys/permission/add', {
    parentId: await systemId(),
    name,
    menuType: 1,
    component: 'system/UserList',
    ...fields,
  });
const flatten = (nodes: MenuNode[]): MenuNode[] => nodes.flatMap((node) => [node, ...flatten(node.children ?? [])]);
const menuOfAdmin = async () =>
  flatten(
    (await get<{ menu: MenuNode[] }>(server, admin, '/sys/permission/getUserPermissionByToken')).answer.result.menu,
  );

describe('what a menu entry may name as its address', () => {
  it.each([
    ['/isystem/user', 'path'],
    ['isystem/user', 'relative'],
    ['https://farm.example/report?id=1', 'web'],
    ['HTTP://farm.example/', 'web'],
    ["{{ window._CONFIG['domianURL'] }}/jmreport/view/1", 'template'],
    ['{{ window._CONFIG["staticDomainURL"] }}/a.pdf', 'template'],
    ["{{ window._CONFIG['domianURL'] }}/report?user={{ username }}", 'template'],
    ['https://bi.example/view?org={{sys_org_code}}', 'web'],
  ])('accepts %s (%s)', (value, kind) => {
    expect(menuAddressKind(value)).toBe(kind);
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'mailto:a@b.c',
    '//evil.example/x',
    '/\\evil.example/x',
    '/a b',
    '/a\tb',
    '{{ alert(1) }}/x',
    "{{ window._CONFIG['domianURL'] }}javascript:alert(1)",
    '{{ username }}/x',
    '/report?x={{ constructor.constructor("alert(1)")() }}',
    'https://',
  ])('refuses %s', (value) => {
    expect(menuAddressKind(value)).toBeNull();
  });
});

describe('the menu form', () => {
  it('refuses a javascript: address with a clear message, storing nothing', async () => {
    const { status, answer } = await addPage('脚本菜单', { url: 'javascript:alert(document.cookie)' });
    expect(status).toBe(200);
    expect(answer).toMatchObject({ success: false, message: systemMessages.menuAddressInvalid('访问路径') });
    expect(await stored('脚本菜单')).toBeUndefined();
  });

  it('refuses data: and vbscript: addresses, and a redirect of that kind', async () => {
    expect((await addPage('数据菜单', { url: 'data:text/html;base64,PHNjcmlwdD4=' })).answer.message).toBe(
      systemMessages.menuAddressInvalid('访问路径'),
    );
    expect((await addPage('VB菜单', { url: 'vbscript:msgbox(1)' })).answer.success).toBe(false);
    expect((await addPage('跳转菜单', { url: '/isystem/jump', redirect: 'javascript:alert(1)' })).answer).toMatchObject(
      {
        success: false,
        message: systemMessages.menuAddressInvalid('默认跳转地址'),
      },
    );
  });

  it('refuses a component that is not a component name', async () => {
    expect((await addPage('组件菜单', { url: '/isystem/c', component: 'javascript:alert(1)' })).answer.message).toBe(
      systemMessages.menuComponentInvalid,
    );
  });

  it('accepts a path, an http(s) address and the domianURL template', async () => {
    expect((await addPage('路径菜单', { url: 'isystem/inspection2' })).answer.success).toBe(true);
    expect((await stored('路径菜单'))?.url).toBe('/isystem/inspection2');
    expect(
      (await addPage('外部菜单', { url: 'https://farm.example/bi', component: 'layouts/IframePageView' })).answer
        .success,
    ).toBe(true);
    const template = "{{ window._CONFIG['domianURL'] }}/jmreport/list";
    expect((await addPage('报表菜单', { url: template, component: 'layouts/IframePageView' })).answer.success).toBe(
      true,
    );
    expect((await stored('报表菜单'))?.url).toBe(template);
  });

  it('refuses the same on edit', async () => {
    const { id } = await server.app.db
      .selectFrom('sys_permission')
      .select('id')
      .where('name', '=', '路径菜单')
      .executeTakeFirstOrThrow();
    const { answer } = await call(server, admin, 'PUT', '/sys/permission/edit', {
      id,
      parentId: await systemId(),
      name: '路径菜单',
      menuType: 1,
      component: 'system/UserList',
      url: 'javascript:alert(1)',
    });
    expect(answer).toMatchObject({ success: false, message: systemMessages.menuAddressInvalid('访问路径') });
    expect((await stored('路径菜单'))?.url).toBe('/isystem/inspection2');
  });
});

describe('the menu tree a client is given', () => {
  it('leaves out an entry stored with a javascript: address before the form refused it, with what is below it, and drops such a redirect', async () => {
    const parentId = await systemId();
    const now = '2024-09-20 10:00:00';
    const row = (id: string, name: string, url: string, parent: string, redirect: string | null = null) => ({
      id,
      parentId: parent,
      name,
      url,
      component: 'system/UserList',
      componentName: null,
      redirect,
      menuType: 1,
      perms: null,
      permsType: null,
      sortNo: 99,
      isRoute: 1,
      keepAlive: 0,
      alwaysShow: 0,
      hidden: 0,
      internalOrExternal: 0,
      description: null,
      status: '1',
      isLeaf: 1,
      delFlag: 0,
      createBy: 'admin',
      createTime: now,
      updateBy: null,
      updateTime: null,
    });
    await server.app.db
      .insertInto('sys_permission')
      .values([
        row('legacy-bad', '旧脚本菜单', 'javascript:alert(1)', parentId),
        row('legacy-below', '旧脚本子菜单', '/isystem/legacy-below', 'legacy-bad'),
        row('legacy-eval', '旧模板菜单', '{{ alert(1) }}/x', parentId),
        row('legacy-redirect', '旧跳转菜单', '/isystem/legacy-redirect', parentId, 'javascript:alert(1)'),
        row('legacy-good', '旧报表菜单', "{{ window._CONFIG['domianURL'] }}/jmreport/old", parentId),
      ] as never)
      .execute();
    await server.app.db
      .insertInto('sys_role_permission')
      .values(
        ['legacy-bad', 'legacy-below', 'legacy-eval', 'legacy-redirect', 'legacy-good'].map((permissionId) => ({
          id: `rp-${permissionId}`,
          roleId: 'role-admin',
          permissionId,
        })) as never,
      )
      .execute();

    const titles = (await menuOfAdmin()).map((node) => node.meta.title);
    expect(titles).not.toContain('旧脚本菜单');
    expect(titles).not.toContain('旧脚本子菜单');
    expect(titles).not.toContain('旧模板菜单');
    expect(titles).toContain('旧报表菜单');
    const redirected = (await menuOfAdmin()).find((node) => node.meta.title === '旧跳转菜单');
    expect(redirected).toBeDefined();
    expect(redirected?.redirect).toBeUndefined();
    expect(JSON.stringify(await menuOfAdmin())).not.toMatch(/javascript:|alert/);
  });
});
