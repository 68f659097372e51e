import { describe, expect, it } from 'vitest';
import { ellipsis, shortFileName, thousands } from '../../../../elements/core/format';

describe('ellipsis', () => {
  it('keeps text up to 25 characters and cuts longer text with ...', () => {
    expect(ellipsis('a'.repeat(25))).toBe('a'.repeat(25));
    expect(ellipsis('a'.repeat(26))).toBe(`${'a'.repeat(25)}...`);
  });

  it('takes the business picker length 12', () => {
    expect(ellipsis('黑龙江省农机服务专业合作社联合社', 12)).toBe('黑龙江省农机服务专业合作...');
  });

  it('counts characters, not UTF-16 units', () => {
    expect(ellipsis('🚜🚜🚜🚜🚜🚜', 5)).toBe('🚜🚜🚜🚜🚜...');
  });

  it('shows nothing for a missing value', () => {
    expect(ellipsis(null)).toBe('');
    expect(ellipsis(undefined)).toBe('');
  });
});

describe('shortFileName', () => {
  it('cuts a file name to 5 characters then an ellipsis', () => {
    expect(shortFileName('拖拉机保养手册.pdf')).toBe('拖拉机保养...');
    expect(shortFileName('a.pdf')).toBe('a.pdf');
  });
});

describe('thousands', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1000, '1,000'],
    [1234567.891, '1,234,567.891'],
    [-1234567, '-1,234,567'],
    ['1234567.50', '1,234,567.50'],
    ['+12345', '+12,345'],
    [1e21, '1,000,000,000,000,000,000,000'],
  ])('groups %s as %s', (value, shown) => {
    expect(thousands(value)).toBe(shown);
  });

  it('leaves text that is not a number unchanged and shows nothing for a missing value', () => {
    expect(thousands('12 台')).toBe('12 台');
    expect(thousands(Number.NaN)).toBe('NaN');
    expect(thousands(null)).toBe('');
  });
});
