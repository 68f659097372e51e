import { afterEach, describe, expect, it } from 'vitest';
import { setLocale } from '../../../../elements/core/i18n';
import {
  catalogueMessage,
  isEmptyValue,
  validateForm,
  validateValue,
  type Rule,
} from '../../../../elements/core/validation';

describe('a value is checked against its rules in order and the first failure gives the message', () => {
  const rules: Rule[] = [
    { required: true, message: 'first' },
    { pattern: /^\d+$/, message: 'second' },
    { validator: (value) => (Number(value) > 10 ? 'third' : undefined) },
  ];

  it('reports the required message for an empty value', async () => {
    expect(await validateValue('', rules)).toBe('first');
  });

  it('reports the pattern message before the validator', async () => {
    expect(await validateValue('abc', rules)).toBe('second');
  });

  it("reports the validator's own message", async () => {
    expect(await validateValue('11', rules)).toBe('third');
  });

  it('passes a value every rule accepts', async () => {
    expect(await validateValue('7', rules)).toBeUndefined();
  });

  it('waits for asynchronous validators', async () => {
    const slow: Rule = { validator: async (value) => (value === 'taken' ? 'in use' : undefined) };
    expect(await validateValue('taken', [slow])).toBe('in use');
  });
});

describe('a pattern alone leaves the field optional', () => {
  it('passes an empty value', async () => {
    expect(await validateValue('', [{ pattern: /^\d+$/, message: 'digits' }])).toBeUndefined();
    expect(await validateValue(undefined, [{ pattern: /^\d+$/, message: 'digits' }])).toBeUndefined();
  });

  it('tests a global pattern from the start every time', async () => {
    const rule: Rule = { pattern: /^\d+$/g, message: 'digits' };
    expect(await validateValue('12', [rule])).toBeUndefined();
    expect(await validateValue('12', [rule])).toBeUndefined();
  });
});

describe('empty values', () => {
  it('counts null, undefined, blank text and an empty selection as empty', () => {
    for (const value of [null, undefined, '', '   ', []]) expect(isEmptyValue(value)).toBe(true);
  });

  it('counts zero, false and text as filled', () => {
    for (const value of [0, false, 'a', ['x']]) expect(isEmptyValue(value)).toBe(false);
  });
});

describe('catalogue messages follow the locale current when the rule fails', () => {
  afterEach(() => setLocale('zh-CN'));

  it('speaks English once the locale switched after the rule was built', async () => {
    const rule: Rule = { required: true, message: catalogueMessage('validation.mobile.required') };
    expect(await validateValue('', [rule])).toBe('请输入手机号');
    setLocale('en');
    expect(await validateValue('', [rule])).toBe('Please enter a mobile number');
  });
});

describe('a whole form is validated field by field', () => {
  it('gives the first message of each failing field and nothing for valid ones', async () => {
    const errors = await validateForm(
      { name: '', age: 'x', city: 'Xi’an' },
      {
        name: [{ required: true, message: 'name needed' }],
        age: [
          { pattern: /^\d+$/, message: 'age is a number' },
          { required: true, message: 'unused' },
        ],
        city: [{ required: true, message: 'city needed' }],
      },
    );
    expect(errors).toEqual({ name: 'name needed', age: 'age is a number' });
  });
});
