import { describe, expect, it } from 'vitest';
import {
  EMAIL_RULES,
  MOBILE_RULES,
  OPTIONAL_MOBILE_RULES,
  USERNAME_RULES,
  validateValue,
} from '../../../../elements/core/validation';

describe('mobile number on the login forms', () => {
  it('is required: 请输入手机号', async () => {
    expect(await validateValue('', MOBILE_RULES)).toBe('请输入手机号');
  });

  it('accepts 11 digits starting with 1 then 3, 4, 5, 7 or 8', async () => {
    for (const mobile of ['13812345678', '14712345678', '15012345678', '17712345678', '18612345678']) {
      expect(await validateValue(mobile, MOBILE_RULES)).toBeUndefined();
    }
  });

  it('refuses other second digits, other lengths and other first digits: 请输入正确手机号', async () => {
    for (const mobile of ['16612345678', '19912345678', '12012345678', '1381234567', '138123456789', '23812345678']) {
      expect(await validateValue(mobile, MOBILE_RULES)).toBe('请输入正确手机号');
    }
  });

  it('has an optional variant that passes an empty field but still checks the format', async () => {
    expect(await validateValue('', OPTIONAL_MOBILE_RULES)).toBeUndefined();
    expect(await validateValue('12345', OPTIONAL_MOBILE_RULES)).toBe('请输入正确手机号');
  });
});

describe('username on the login forms', () => {
  it('is required: 请输入用户名', async () => {
    expect(await validateValue('', USERNAME_RULES)).toBe('请输入用户名');
  });

  it('allows only letters, digits and underscore: 只允许字母、数字、下划线', async () => {
    expect(await validateValue('ad-min', USERNAME_RULES)).toBe('只允许字母、数字、下划线');
    expect(await validateValue('管理员abcd', USERNAME_RULES)).toBe('只允许字母、数字、下划线');
  });

  it('keeps the spec disagreement: the pattern lets 4 characters pass although the message says 6 to 18', async () => {
    expect(await validateValue('abcd', USERNAME_RULES)).toBeUndefined();
    expect(await validateValue('abc', USERNAME_RULES)).toBe('长度6到18个字符');
    expect(await validateValue('a'.repeat(18), USERNAME_RULES)).toBeUndefined();
    expect(await validateValue('a'.repeat(19), USERNAME_RULES)).toBe('长度6到18个字符');
  });
});

describe('e-mail on the login forms', () => {
  it('is optional', async () => {
    expect(await validateValue('', EMAIL_RULES)).toBeUndefined();
  });

  it('checks the format: 邮箱格式不正确', async () => {
    expect(await validateValue('jeecg@example.com', EMAIL_RULES)).toBeUndefined();
    expect(await validateValue('first.last+tag@mail.example.cn', EMAIL_RULES)).toBeUndefined();
    for (const email of ['jeecg', 'jeecg@', '@example.com', 'a b@example.com', 'jeecg@example']) {
      expect(await validateValue(email, EMAIL_RULES)).toBe('邮箱格式不正确');
    }
  });
});
