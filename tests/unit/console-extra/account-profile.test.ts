import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SELF_EDIT_PATH,
  baseInfoBody,
  baseInfoOf,
  loadAccountProfile,
  type AccountUser,
} from '../../../console/pages/account';
import { getAction, postAction } from '../../../elements/core/http';
import { consoleOnServer, type ConsoleOnServer } from './server-client';

let env: ConsoleOnServer;

beforeAll(async () => {
  env = await consoleOnServer();
});
afterAll(() => env.close());

describe('the account profile read from the server', () => {
  it('holds the user record, their departments with the current one, and their roles by name', async () => {
    await env.signIn('zhangsan');
    const profile = await loadAccountProfile('user-zhangsan');
    expect(profile.user).toMatchObject({
      id: 'user-zhangsan',
      username: 'zhangsan',
      realname: '张三',
      phone: '13800000003',
    });
    expect(profile.user).not.toHaveProperty('password');
    expect(profile.departs.map((depart) => depart.orgCode)).toEqual(['A01A03', 'A01A03A01', 'A01A06A01']);
    expect(profile.currentOrgCode).toBe('A01A03');
    expect(profile.roles).toMatchObject([{ id: 'role-repair', roleName: '维修主管' }]);
  });

  it('has no departments for a user without any', async () => {
    await env.signIn('wujiu');
    const profile = await loadAccountProfile('user-wujiu');
    expect(profile.departs).toEqual([]);
    expect(profile.roles.map((role) => role.roleName)).toEqual(['访客']);
  });

  it('is refused when the record cannot be read', async () => {
    await env.signIn('wujiu');
    await expect(loadAccountProfile('no-such-user')).rejects.toThrow();
  });
});

describe('saving the base information through the self-service edit endpoint', () => {
  const record = async (id: string) => (await getAction<AccountUser>('/sys/user/queryById', { id })).result;

  it('changes the fields of the form and leaves roles, departments and the rest as they were', async () => {
    await env.signIn('admin');
    const profile = await loadAccountProfile('user-admin');
    const values = { ...baseInfoOf(profile.user), realname: '管理员甲', telephone: '0451-8888888', birthday: '' };
    const answer = await postAction(SELF_EDIT_PATH, baseInfoBody(profile, values));
    expect(answer.success).toBe(true);
    const after = await loadAccountProfile('user-admin');
    expect(after.user).toMatchObject({
      realname: '管理员甲',
      telephone: '0451-8888888',
      birthday: null,
      workNo: 'F0001',
      post: 'general_manager',
      email: 'admin@farm.example',
    });
    expect(after.roles).toEqual(profile.roles);
    expect(after.departs).toEqual(profile.departs);
    expect(after.currentOrgCode).toBe(profile.currentOrgCode);
  });

  it('lets a user without the user-edit permission change their own name', async () => {
    await env.signIn('zhangsan');
    const profile = await loadAccountProfile('user-zhangsan');
    const answer = await postAction(
      SELF_EDIT_PATH,
      baseInfoBody(profile, { ...baseInfoOf(profile.user), realname: '张叁' }),
    );
    expect(answer.success).toBe(true);
    expect((await record('user-zhangsan')).realname).toBe('张叁');
  });

  it('is refused, changing nothing, when the body names another user', async () => {
    await env.signIn('zhangsan');
    const profile = await loadAccountProfile('user-zhangsan');
    const body = {
      ...baseInfoBody(profile, { ...baseInfoOf(profile.user), realname: '张叁' }),
      id: 'user-admin',
      username: 'admin',
    };
    const answer = await postAction(SELF_EDIT_PATH, body);
    expect(answer.success).toBe(false);
    expect(answer.message).not.toBe('');
    // Another user's record is read by someone who may (the directory needs user:list).
    await env.signIn('admin');
    expect((await record('user-admin')).realname).not.toBe('张叁');
  });
});

describe('the base information form values', () => {
  const user: AccountUser = {
    id: 'u',
    username: 'u',
    realname: '王五',
    sex: 1,
    birthday: '1987-05-30',
    email: null,
    phone: '13800000005',
  };

  it('start from the record, with empty text for missing fields', () => {
    expect(baseInfoOf(user)).toEqual({
      realname: '王五',
      sex: 1,
      birthday: '1987-05-30',
      email: '',
      phone: '13800000005',
      telephone: '',
    });
  });

  it('send emptied fields as null and only the fields a user may change about themselves', () => {
    const body = baseInfoBody(
      { user, departs: [], currentOrgCode: null, roles: [] },
      { ...baseInfoOf(user), phone: ' ' },
    );
    expect(body.phone).toBeNull();
    expect(Object.keys(body).sort()).toEqual(
      ['avatar', 'birthday', 'email', 'id', 'phone', 'realname', 'sex', 'telephone', 'username'].sort(),
    );
  });
});
