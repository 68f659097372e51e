import { describe, expect, it } from 'vitest';
import { areaChildren, areaName, areaPath } from '../../../elements/pickers/area-picker/area-tree';
import { checkCondition } from '../../../elements/pickers/tree-select/tree-condition';

describe('area data: three levels under 86', () => {
  it('the provinces hang under 86, cities under their province', () => {
    expect(areaChildren('86').find((area) => area.id === '110000')?.text).toBe('北京市');
    expect(areaChildren('110000').map((area) => area.id)).toContain('110100');
  });

  it('a district code resolves to its province, city and itself', () => {
    expect(areaPath('110101')).toEqual(['110000', '110100', '110101']);
    expect(areaName('110101')).toBe('东城区');
  });

  it('an unknown code has no path and is named as itself', () => {
    expect(areaPath('999999')).toEqual([]);
    expect(areaName('999999')).toBe('999999');
  });
});

describe("a tree select's condition must be a JSON object string", () => {
  it('accepts none, or a JSON object', () => {
    expect(checkCondition(undefined)).toEqual({ ok: true });
    expect(checkCondition('{"status":"1"}')).toEqual({ ok: true, condition: '{"status":"1"}' });
  });

  it('refuses text that is not JSON, an array, a number and null', () => {
    for (const bad of ['status=1', '[1]', '7', 'null']) expect(checkCondition(bad)).toEqual({ ok: false });
  });
});
