import { afterEach, describe, expect, it } from 'vitest';
import { dictText, itemsText } from '../../../../elements/core/dict';
import { ok } from '../http/fake-backend';
import { dictBackend, resetDictBackend } from './dict-fixture';

afterEach(resetDictBackend);

const items = [
  { value: '1', text: '拖拉机' },
  { value: '2', text: '收割机' },
  { value: '3', text: '播种机' },
];

describe('the text of a value or of a comma list of values', () => {
  it('gives the text of one value', () => {
    expect(itemsText(items, '2')).toBe('收割机');
    expect(itemsText(items, 2)).toBe('收割机');
  });

  it('gives the texts of a comma list in the order of the values, leaving unknown values out', () => {
    expect(itemsText(items, '3,1')).toBe('播种机,拖拉机');
    expect(itemsText(items, '1, 9 ,2')).toBe('拖拉机,收割机');
    expect(itemsText(items, ['2', 3])).toBe('收割机,播种机');
  });

  it('gives an empty text for no value', () => {
    expect(itemsText(items, '')).toBe('');
    expect(itemsText(items, null)).toBe('');
  });
});

describe('dictText looks the items up by code', () => {
  it('translates through the dictionary', async () => {
    dictBackend(() => ok(items));
    expect(await dictText('machine_type', '1,2')).toBe('拖拉机,收割机');
  });

  it('refuses an empty code and does not ask for an empty value', async () => {
    const { requests } = dictBackend(() => ok(items));
    await expect(dictText('', '1')).rejects.toThrow('字典Code不能为空!');
    expect(await dictText('machine_type', '')).toBe('');
    expect(requests).toHaveLength(0);
  });
});
