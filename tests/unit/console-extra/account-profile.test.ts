import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseInfoBody, baseInfoOf, loadAccountProfile, type AccountUser } from '../../../console/pages/account';
import { getAction, putAction } from '../../../elements/core/http';
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
    expect(profile.user).toMatchObject({ id: 'user-zhangsan', username: 'zhangsan', realname: '张三', phone: '13800000003' });
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

describe('saving the base information through the user edit endpoint', () => {
  const record = async (id: string) => (await getAction<AccountUser>('/sys/user/queryById', { id })).result;

  it('changes the fields of the form and leaves roles, departments and the rest as they were', async () => {
    await env.signIn('admin');
    const profile = await loadAccountProfile('user-admin');
    const values = { ...baseInfoOf(profile.user), realname: '管理员甲', telephone: '0451-8888888', birthday: '' };
    const answer = await putAction('/sys/user/edit', baseInfoBody(profile, values));
    expect(answer.success).toBe(true);
    const after = await loadAccountProfile('user-admin');
    expect(after.user).toMatchObject({ realname: '管理员甲', telephone: '0451-8888888', birthday: null, workNo: 'F0001', post: 'general_manager', email: 'admin@farm.example' });
    expect(after.roles).toEqual(profile.roles);
    expect(after.departs).toEqual(profile.departs);
    expect(after.currentOrgCode).toBe(profile.currentOrgCode);
  });

  it('answers the server\'s refusal to a user who may not edit users, and changes nothing', async () => {
    await env.signIn('zhangsan');
    const profile = await loadAccountProfile('user-zhangsan');
    const answer = await putAction('/sys/user/edit', baseInfoBody(profile, { ...baseInfoOf(profile.user), realname: '张叁' }));
    expect(answer.success).toBe(false);
    expect(answer.message).not.toBe('');
    expect((await record('user-zhangsan')).realname).toBe('张三');
  });
});

describe('the base information form values', () => {
  const user: AccountUser = { id: 'u', username: 'u', realname: '王五', sex: 1, birthday: '1987-05-30', email: null, phone: '13800000005' };

  it('start from the record, with empty text for missing fields', () => {
    expect(baseInfoOf(user)).toEqual({ realname: '王五', sex: 1, birthday: '1987-05-30', email: '', phone: '13800000005', telephone: '' });
  });

  it('send emptied fields as null and only the fields of the user form', () => {
    const body = baseInfoBody({ user, departs: [], currentOrgCode: null, roles: [] }, { ...baseInfoOf(user), phone: ' ' });
    expect(body.phone).toBeNull();
    expect(Object.keys(body).sort()).toEqual(
      ['avatar', 'birthday', 'departIds', 'email', 'id', 'phone', 'post', 'realname', 'relTenantIds', 'selecteddeparts', 'selectedroles', 'sex', 'telephone', 'userIdentity', 'username', 'workNo'].sort(),
    );
  });
});
