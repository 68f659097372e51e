import { describe, expect, it } from 'vitest';
import { checkboxGroupRules, requiredLengthRules, validateValue } from '../../../../elements/core/validation';

describe('required text with a minimum and a maximum length', () => {
  const rules = requiredLengthRules({ min: 3, max: 5, requiredMessage: '请输入名称' });

  it('asks for the value when empty, with the caller’s message', async () => {
    expect(await validateValue('', rules)).toBe('请输入名称');
  });

  it('gives a generic required message when the caller has none', async () => {
    expect(await validateValue('', requiredLengthRules({ min: 2 }))).toBe('此项为必填项');
  });

  it('refuses text shorter than the minimum: 最小长度N位字符', async () => {
    expect(await validateValue('ab', rules)).toBe('最小长度3位字符');
  });

  it('refuses text longer than the maximum: 最大长度N位字符', async () => {
    expect(await validateValue('abcdef', rules)).toBe('最大长度5位字符');
  });

  it('counts characters, not UTF-16 units', async () => {
    expect(await validateValue('🚜🚜🚜', rules)).toBeUndefined();
    expect(await validateValue('农机服', rules)).toBeUndefined();
  });
});

describe('a required checkbox group with a minimum and a maximum selection', () => {
  it('asks for at least one item by default: 最少选择1项', async () => {
    expect(await validateValue([], checkboxGroupRules())).toBe('最少选择1项');
    expect(await validateValue(undefined, checkboxGroupRules())).toBe('最少选择1项');
  });

  it('refuses fewer than the minimum: 最少选择N项', async () => {
    expect(await validateValue(['a'], checkboxGroupRules({ min: 2, max: 3 }))).toBe('最少选择2项');
  });

  it('refuses more than the maximum: 最多选择N项', async () => {
    expect(await validateValue(['a', 'b', 'c', 'd'], checkboxGroupRules({ min: 2, max: 3 }))).toBe('最多选择3项');
  });

  it('accepts a selection within the bounds', async () => {
    expect(await validateValue(['a', 'b'], checkboxGroupRules({ min: 2, max: 3 }))).toBeUndefined();
  });
});
