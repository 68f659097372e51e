import { describe, expect, it } from 'vitest';
import { validateForm, type CheckRequest } from '../../../elements/core/validation';
import { userBody, userFormRules, userFormValues } from '../../../console/pages/system/users/user-form';

const taken = new Set(['admin']);
const checks: Record<string, string>[] = [];
const duplicateCheck: CheckRequest = async (_url, params) => {
  checks.push(params);
  return taken.has(params.fieldVal) ? { success: false, message: '该值不可用，系统中已存在！' } : { success: true };
};

describe('the user form', () => {
  it('asks for the username, the password twice and the name of a new user', async () => {
    const values = userFormValues(null);
    const errors = await validateForm(
      { ...values },
      userFormRules(duplicateCheck, () => values, null),
    );
    expect(Object.keys(errors).sort()).toEqual(['confirmpassword', 'password', 'realname', 'username']);
    expect(errors.password).toBe('请输入密码!');
  });

  it('refuses a taken username with the server message, sending the table and field', async () => {
    const values = {
      ...userFormValues(null),
      username: 'admin',
      password: 'Abcdef12',
      confirmpassword: 'Abcdef12',
      realname: '甲',
    };
    const errors = await validateForm(
      { ...values },
      userFormRules(duplicateCheck, () => values, null),
    );
    expect(errors).toEqual({ username: '该值不可用，系统中已存在！' });
    expect(checks.at(-1)).toEqual({ tableName: 'sys_user', fieldName: 'username', fieldVal: 'admin' });
  });

  it('says when the two passwords differ', async () => {
    const values = {
      ...userFormValues(null),
      username: 'farmer1',
      password: 'Abcdef12',
      confirmpassword: 'Abcdef13',
      realname: '甲',
    };
    const errors = await validateForm(
      { ...values },
      userFormRules(duplicateCheck, () => values, null),
    );
    expect(errors).toEqual({ confirmpassword: '两次输入的密码不一样！' });
  });

  it('asks no password when editing, and checks the username with the edited id', async () => {
    const user = {
      id: 'u9',
      username: 'farmer1',
      realname: '甲',
      sex: 1,
      phone: null,
      email: null,
      status: 1,
      createTime: null,
    };
    const values = userFormValues(user, ['r1'], ['d1', 'd2']);
    expect(values.selecteddeparts).toBe('d1,d2');
    const errors = await validateForm(
      { ...values },
      userFormRules(duplicateCheck, () => values, 'u9'),
    );
    expect(errors).toEqual({});
    expect(checks.at(-1)).toMatchObject({ dataId: 'u9' });
  });

  it('sends roles and departments as comma lists; an edit carries neither username nor password', () => {
    const values = {
      ...userFormValues(null),
      username: ' farmer1 ',
      password: 'Abcdef12',
      confirmpassword: 'Abcdef12',
      realname: ' 甲 ',
      selectedroles: ['r1', 'r2'],
      selecteddeparts: 'd1',
    };
    expect(userBody(values, null)).toEqual({
      username: 'farmer1',
      password: 'Abcdef12',
      confirmpassword: 'Abcdef12',
      realname: '甲',
      selectedroles: 'r1,r2',
      selecteddeparts: 'd1',
      sex: null,
      email: null,
      phone: null,
    });
    const edit = userBody(values, 'u9');
    expect(edit).toMatchObject({ id: 'u9', realname: '甲' });
    expect(edit).not.toHaveProperty('username');
    expect(edit).not.toHaveProperty('password');
  });
});
