import { describe, expect, it } from 'vitest';
import { formPatternRule, validateValue, type FormPatternName } from '../../../../elements/core/validation';

async function check(name: FormPatternName, value: string): Promise<string | undefined> {
  return validateValue(value, [formPatternRule(name)]);
}

const cases: Array<{ name: FormPatternName; message: string; valid: string[]; invalid: string[] }> = [
  { name: 'naturalNumber', message: '请输入自然数', valid: ['0', '7', '120'], invalid: ['-1', '1.5', '01', 'a'] },
  { name: 'englishLetters', message: '请输入英文字符', valid: ['abc', 'ABCdef'], invalid: ['abc1', 'ab c', '中文'] },
  {
    name: 'landline',
    message: '请输入正确的座机号',
    valid: ['010-12345678', '0571-8765432', '02912345678', '87654321', '010-12345678-123'],
    invalid: ['12345', '010-0123456', 'abc-12345678', '13812345678'],
  },
  {
    name: 'bankCard',
    message: '请输入正确的银行卡号码',
    valid: ['1234567890', '62220212345678901234'],
    invalid: ['123456789', '622202123456789012345', '0123456789012', '6222 0212 3456'],
  },
  {
    name: 'idNumber',
    message: '请输入正确的证件号码',
    valid: ['E12345678', 'a'.repeat(50)],
    invalid: ['a'.repeat(51), 'E-123', '证件123'],
  },
  {
    name: 'idCard',
    message: '请输入正确的身份证号码',
    valid: ['110105490101002', '11010519491231002X', '110105194912310021'],
    invalid: ['1101051949123100', '1101054901010X', '11010519491231002Y', '1101051949123100211'],
  },
  {
    name: 'qq',
    message: '请输入正确的QQ号码',
    valid: ['10001', '123456789012'],
    invalid: ['1234', '1234567890123', 'qq12345'],
  },
  {
    name: 'httpUrl',
    message: '请输入以http和https开头的网址',
    valid: ['http://example.com', 'https://example.com/a?b=c'],
    invalid: ['ftp://example.com', 'example.com', 'https://', 'http://exa mple.com'],
  },
  {
    name: 'alphanumericUpTo20',
    message: '请输入20位以内的英文字符和数字',
    valid: ['abc123', 'a'.repeat(20)],
    invalid: ['a'.repeat(21), 'abc_123', '中文'],
  },
  {
    name: 'lettersAndSpaces',
    message: '请输入2到100位的中英文字符和空格',
    valid: ['张三', 'John Smith', '农机 Service', 'a'.repeat(100)],
    invalid: ['a', 'a'.repeat(101), 'abc1', 'a-b'],
  },
  {
    name: 'digitsAndLineFeeds',
    message: '请输入数字和换行符',
    valid: ['123', '123\n456', '1\r\n2'],
    invalid: ['12 3', '12a', '1,2'],
  },
  {
    name: 'upTo255Chars',
    message: '请输入255位以内的字符',
    valid: ['x'.repeat(255), '农'.repeat(255), '🚜'.repeat(255)],
    invalid: ['x'.repeat(256), '🚜'.repeat(256)],
  },
];

for (const { name, message, valid, invalid } of cases) {
  describe(`the ${name} pattern`, () => {
    it('accepts well-formed values and an empty field', async () => {
      for (const value of ['', ...valid]) expect(await check(name, value), value).toBeUndefined();
    });

    it(`refuses anything else with ${message}`, async () => {
      for (const value of invalid) expect(await check(name, value), value).toBe(message);
    });
  });
}
