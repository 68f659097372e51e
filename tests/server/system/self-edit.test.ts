import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemMessages } from '../../../server/messages';
import { expectNoSecrets, startServer, type Answer, type TestServer } from '../support/test-server';

/*
 * The account settings page: any signed-in user edits their own base information through
 * `/sys/user/login/setting/userEdit`, and nothing else: not another user, not their roles,
 * departments, status, password or username.
 */
let server: TestServer;
let guest: string;

beforeAll(async () => {
  server = await startServer();
  guest = await server.login('wujiu');
});
afterAll(() => server.close());

const edit = (payload: object, token = guest, method: 'POST' | 'PUT' = 'POST') =>
  server.call({ method, url: '/sys/user/login/setting/userEdit', token, payload });

const rowOf = (username: string) =>
  server.app.db.selectFrom('sys_user').selectAll().where('username', '=', username).executeTakeFirstOrThrow();
const linksOf = async (userId: string) => ({
  roles: await server.app.db.selectFrom('sys_user_role').select('roleId').where('userId', '=', userId).execute(),
  departs: await server.app.db.selectFrom('sys_user_depart').select('depId').where('userId', '=', userId).execute(),
});

describe("editing one's own base information", () => {
  it('changes the safe fields of the caller, as a user without any system button', async () => {
    const changes = {
      realname: '吴玖玖',
      avatar: 'temp/me.png',
      birthday: '1998-09-09',
      sex: 1,
      email: 'wujiu@new.example',
      phone: '13900000009',
      telephone: '0451-1234567',
    };
    const response = await edit({ id: 'user-wujiu', username: 'wujiu', ...changes });
    expect(response.json()).toMatchObject({ success: true, message: systemMessages.selfEdited });
    expect(await rowOf('wujiu')).toMatchObject(changes);
  });

  it('changes only what was sent (PUT too)', async () => {
    expect((await edit({ telephone: '' }, guest, 'PUT')).json()).toMatchObject({ success: true });
    expect(await rowOf('wujiu')).toMatchObject({ realname: '吴玖玖', telephone: null });
  });

  it("reads the caller's own record for the form, without secrets", async () => {
    const response = await server.call({ method: 'GET', url: '/sys/user/login/setting/getUserData', token: guest });
    expectNoSecrets(response.body);
    expect(response.json<Answer<{ username: string }>>().result).toMatchObject({
      username: 'wujiu',
      realname: '吴玖玖',
    });
  });

  it('refuses a phone or e-mail another user has', async () => {
    expect((await edit({ phone: '13800000004' })).json()).toMatchObject({
      success: false,
      message: systemMessages.phoneTaken,
    });
    expect((await edit({ email: 'lisi@farm.example' })).json()).toMatchObject({
      success: false,
      message: systemMessages.emailTaken,
    });
  });

  it('answers 401 without a token', async () => {
    expect(
      (await server.call({ method: 'POST', url: '/sys/user/login/setting/userEdit', payload: { realname: 'x' } }))
        .statusCode,
    ).toBe(401);
  });
});

describe('self-edit cannot reach anyone else or anything else', () => {
  it("refuses another user's id or username, and changes nothing", async () => {
    const before = await rowOf('lisi');
    expect((await edit({ id: 'user-lisi', realname: '被改了' })).json()).toMatchObject({
      success: false,
      message: systemMessages.selfOnly,
    });
    expect((await edit({ username: 'lisi', realname: '被改了' })).json()).toMatchObject({
      success: false,
      message: systemMessages.selfOnly,
    });
    expect(await rowOf('lisi')).toEqual(before);
  });

  it.each([
    ['a role', { selectedroles: 'role-admin' }],
    ['a department', { selecteddeparts: 'dep-it' }],
    ['the status', { status: 1 }],
    ['the deletion flag', { delFlag: 1 }],
    ['a password', { password: 'Taken-Over-2024' }],
    ['a salt', { salt: 'x' }],
    ['a work number', { workNo: 'F0001' }],
    ['managed departments', { departIds: 'dep-it' }],
    ['tenants', { relTenantIds: '1,2' }],
    ['the identity', { userIdentity: 2 }],
  ])('ignores %s slipped into the form: the safe fields change, nothing else', async (_, extra) => {
    const before = await rowOf('wujiu');
    const links = await linksOf('user-wujiu');
    const response = await edit({ id: 'user-wujiu', realname: '吴玖玖', ...extra });
    expect(response.json()).toMatchObject({ success: true });
    const after = await rowOf('wujiu');
    expect({ ...after, updateBy: before.updateBy, updateTime: before.updateTime }).toEqual({
      ...before,
      realname: '吴玖玖',
    });
    expect(await linksOf('user-wujiu')).toEqual(links);
  });

  it('leaves the caller still a guest who cannot add users', async () => {
    const answer = (
      await server.call({
        method: 'POST',
        url: '/sys/user/add',
        token: guest,
        payload: { username: 'x_user', realname: 'x', password: 'Tractor-2024' },
      })
    ).json();
    expect(answer).toMatchObject({ code: 510 });
  });
});
