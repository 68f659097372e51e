import { afterEach, describe, expect, it } from 'vitest';
import { setLocale } from '../../../../elements/core/i18n';
import { validateCell, type CellRule, type CellRuleContext } from '../../../../elements/core/validation';

const column = { title: '编号', key: 'code' };

async function check(value: unknown, rule: CellRule, context: CellRuleContext = {}): Promise<string | undefined> {
  return validateCell(value, [rule], { column, ...context });
}

describe("'*' required", () => {
  it('refuses an empty cell with the default message naming the column', async () => {
    expect(await check('', { pattern: '*' })).toBe('编号不能为空');
    expect(await check(null, { required: true })).toBe('编号不能为空');
  });

  it('accepts a filled cell, zero included', async () => {
    expect(await check('x', { pattern: '*' })).toBeUndefined();
    expect(await check(0, { pattern: '*' })).toBeUndefined();
  });
});

const codeCases: Array<{ code: string; message: string; valid: unknown[]; invalid: unknown[] }> = [
  {
    code: 'n6-16',
    message: '编号必须是6到16位数字',
    valid: ['123456', '1'.repeat(16)],
    invalid: ['12345', '1'.repeat(17), '12345a'],
  },
  {
    code: '*6-16',
    message: '编号必须是6到16位任意字符',
    valid: ['ab cd!', '农'.repeat(16)],
    invalid: ['abcde', 'a'.repeat(17)],
  },
  {
    code: 's6-18',
    message: '编号必须是6到18位字母',
    valid: ['abcdef', 'A'.repeat(18)],
    invalid: ['abcde', 'abcde1', 'a'.repeat(19), 'abc|def'],
  },
  {
    code: 'url',
    message: '编号必须是网址',
    valid: ['http://example.com', 'https://www.example.com/a/b?c=1#d', 'ftp://files.example.com'],
    invalid: ['example.com', 'http://localhost', 'mailto:a@b.c'],
  },
  {
    code: 'e',
    message: '编号必须是电子邮件',
    valid: ['a@b.com', 'first.last@mail.example.cn'],
    invalid: ['a@b', 'a.b.com', 'a b@c.com'],
  },
  {
    code: 'm',
    message: '编号必须是手机号码',
    valid: ['13012345678', '16612345678', '19912345678'],
    invalid: ['12012345678', '1301234567', '23012345678'],
  },
  { code: 'p', message: '编号必须是邮政编码', valid: ['710000', '010010'], invalid: ['71000', '7100000', '71000a'] },
  { code: 's', message: '编号必须是字母', valid: ['a', 'AbC'], invalid: ['a1', 'a b', 'a|b'] },
  {
    code: 'n',
    message: '编号必须是数字',
    valid: ['1', '-1', '3.14', '-0.5', 42],
    invalid: ['1.', '.5', '--1', '1e3', 'a'],
  },
  { code: 'z', message: '编号必须是整数', valid: ['0', '-12', '345', 7], invalid: ['1.0', '1.5', 'a', '+1'] },
];

for (const { code, message, valid, invalid } of codeCases) {
  describe(`'${code}' rule`, () => {
    it('accepts well-formed values and leaves an empty cell to the required rule', async () => {
      for (const value of ['', ...valid]) expect(await check(value, { pattern: code }), String(value)).toBeUndefined();
    });

    it(`refuses anything else with the default ${message}`, async () => {
      for (const value of invalid) expect(await check(value, { pattern: code }), String(value)).toBe(message);
    });
  });
}

describe("'money' rule", () => {
  it('accepts an amount without a leading zero', async () => {
    for (const value of ['0', '0.5', '12', '12.34', 100])
      expect(await check(value, { pattern: 'money' }), String(value)).toBeUndefined();
  });

  it('refuses a leading zero, a sign and a dangling point', async () => {
    for (const value of ['012', '00.5', '-1', '12.', 'abc'])
      expect(await check(value, { pattern: 'money' }), value).toBe('编号必须是金额');
  });

  it('allows up to 2 decimals by default', async () => {
    expect(await check('1.23', { pattern: 'money' })).toBeUndefined();
    expect(await check('1.234', { pattern: 'money' })).toBe('编号必须是金额');
  });

  it('allows up to 5 decimals under the other reading', async () => {
    expect(await check('1.23456', { pattern: 'money' }, { moneyDecimals: 5 })).toBeUndefined();
    expect(await check('1.234567', { pattern: 'money' }, { moneyDecimals: 5 })).toBe('编号必须是金额');
  });
});

describe("'only' (unique in the column)", () => {
  it("refuses a value another row already holds, with the rule's message", async () => {
    const rule: CellRule = { pattern: 'only', message: '${title}不能重复' };
    expect(await check('A1', rule, { otherValues: ['A0', 'A1'] })).toBe('编号不能重复');
  });

  it('compares by text, so 1 and "1" are the same value', async () => {
    expect(await check(1, { unique: true }, { otherValues: ['1'] })).toBe('编号不能重复');
  });

  it('accepts a value no other row holds, and an empty cell', async () => {
    expect(await check('A2', { unique: true }, { otherValues: ['A0', 'A1'] })).toBeUndefined();
    expect(await check('', { unique: true }, { otherValues: ['', ''] })).toBeUndefined();
  });
});

describe('custom regex rule', () => {
  it('uses its own message', async () => {
    expect(await check('AB-1', { pattern: /^[A-Z]{2}\d$/, message: '格式为两个大写字母加一位数字' })).toBe(
      '格式为两个大写字母加一位数字',
    );
    expect(await check('AB1', { pattern: /^[A-Z]{2}\d$/, message: 'unused' })).toBeUndefined();
  });

  it('accepts the regex as its source text, as column JSON carries it', async () => {
    expect(await check('x9', { pattern: '^\\d+$', message: '只能是数字' })).toBe('只能是数字');
  });

  it('falls back to a generic message naming the column', async () => {
    expect(await check('x', { pattern: /^\d$/ })).toBe('编号格式不正确');
  });
});

describe('custom handler rule', () => {
  const positive: CellRule = { handler: (value) => Number(value) > 0, message: '${title}必须大于0' };

  it("fails with the rule's message when the handler says false", async () => {
    expect(await check('-1', positive)).toBe('编号必须大于0');
  });

  it('passes when the handler says true or nothing', async () => {
    expect(await check('3', positive)).toBeUndefined();
    expect(await check('3', { handler: () => undefined })).toBeUndefined();
  });

  it('fails with the text the handler returns, and may be asynchronous', async () => {
    const rule: CellRule = {
      handler: async (value, { row }) => (row?.kind === 'tractor' && value === '' ? '拖拉机必须填写编号' : true),
    };
    expect(await check('', rule, { row: { kind: 'tractor' } })).toBe('拖拉机必须填写编号');
    expect(await check('', rule, { row: { kind: 'harvester' } })).toBeUndefined();
  });
});

describe('the first failing rule gives its message', () => {
  const rules: CellRule[] = [
    { required: true, message: '请填写${title}' },
    { pattern: 'n6-16', message: '${title}是6到16位数字' },
    { unique: true, message: '${title}重复' },
  ];

  it('stops at the first rule that fails', async () => {
    expect(await validateCell('', rules, { column })).toBe('请填写编号');
    expect(await validateCell('12', rules, { column, otherValues: ['12'] })).toBe('编号是6到16位数字');
    expect(await validateCell('123456', rules, { column, otherValues: ['123456'] })).toBe('编号重复');
    expect(await validateCell('123456', rules, { column, otherValues: ['654321'] })).toBeUndefined();
  });
});

describe('default messages follow the locale', () => {
  afterEach(() => setLocale('zh-CN'));

  it('speaks English when the locale is en', async () => {
    setLocale('en');
    expect(await validateCell('', [{ pattern: '*' }], { column: { title: 'Code' } })).toBe('Code must not be empty');
  });
});
