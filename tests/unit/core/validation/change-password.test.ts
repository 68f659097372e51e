import { describe, expect, it } from 'vitest';
import { changePasswordRules, changePasswordUserWarning, validateForm } from '../../../../elements/core/validation';

describe('change password', () => {
  it('requires the old, the new and the confirmed password with their own messages', async () => {
    const rules = changePasswordRules(() => '');
    expect(await validateForm({}, rules)).toEqual({
      oldpassword: '请输入旧密码!',
      password: '请输入新密码!',
      confirmpassword: '请确认新密码!',
    });
  });

  it('refuses a confirmation that differs from the new password: 两次输入的密码不一样！', async () => {
    const values = { oldpassword: 'old', password: 'new-secret', confirmpassword: 'new-secrte' };
    const errors = await validateForm(
      values,
      changePasswordRules(() => values.password),
    );
    expect(errors).toEqual({ confirmpassword: '两次输入的密码不一样！' });
  });

  it('compares with the new password as it is when validating, not when the rules were built', async () => {
    const values = { oldpassword: 'old', password: 'first', confirmpassword: 'second' };
    const rules = changePasswordRules(() => values.password);
    values.password = 'second';
    expect(await validateForm(values, rules)).toEqual({});
  });

  it('warns 当前系统无登录用户! when nobody is signed in', () => {
    expect(changePasswordUserWarning(undefined)).toBe('当前系统无登录用户!');
    expect(changePasswordUserWarning('')).toBe('当前系统无登录用户!');
    expect(changePasswordUserWarning('admin')).toBeUndefined();
  });
});
