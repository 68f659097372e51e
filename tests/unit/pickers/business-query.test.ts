import { describe, expect, it } from 'vitest';
import { ellipsis } from '../../../elements/pickers/business-picker/business-query';

describe('business picker cells: ellipsis length 12', () => {
  it('keeps 12 characters and cuts a longer text with an ellipsis', () => {
    expect(ellipsis('一二三四五六七八九十一二')).toBe('一二三四五六七八九十一二');
    expect(ellipsis('一二三四五六七八九十一二三')).toBe('一二三四五六七八九十一二...');
  });
});
