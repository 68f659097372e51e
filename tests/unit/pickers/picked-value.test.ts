import { describe, expect, it } from 'vitest';
import {
  echoOrder,
  fieldText,
  joinPicked,
  pickedText,
  splitPicked,
} from '../../../elements/pickers/shared/picked-value';

describe('a picker value is a comma list', () => {
  it('splits on commas, trimming and dropping blanks', () => {
    expect(splitPicked(' lisi, ,wangwu ')).toEqual(['lisi', 'wangwu']);
    expect(splitPicked('')).toEqual([]);
    expect(splitPicked(undefined)).toEqual([]);
  });

  it('joins with a comma', () => {
    expect(joinPicked(['d1', 'd2'])).toBe('d1,d2');
  });
});

describe('echo keeps the order of the stored values', () => {
  const users = [
    { username: 'wangwu', realname: '王五' },
    { username: 'lisi', realname: '李四' },
  ];

  it('orders the records as the values and shows their text field', () => {
    const items = echoOrder(['lisi', 'wangwu'], users, 'username');
    expect(pickedText(items, 'realname')).toBe('李四,王五');
  });

  it('a value no record matches is shown as itself', () => {
    const items = echoOrder(['lisi', 'gone'], users, 'username');
    expect(pickedText(items, 'realname')).toBe('李四,gone');
  });

  it('reads any field a host names as text', () => {
    expect(fieldText({ id: 7 }, 'id')).toBe('7');
    expect(fieldText({ id: null }, 'id')).toBe('');
  });
});
