import { describe, expect, it } from 'vitest';
import { areaPath, areaPathText, areaText } from '../../../server/modules/dict';

describe('area codes as dictionary texts (china-area-data, read in memory)', () => {
  it('names a province, a city and a district', () => {
    expect(areaText('230000')).toBe('黑龙江省');
    expect(areaText('230100')).toBe('哈尔滨市');
    expect(areaText('110101')).toBe('东城区');
  });

  it('gives the path from the province down', () => {
    expect(areaPath('230102')).toEqual(['黑龙江省', '哈尔滨市', '道里区']);
    expect(areaPathText('110101')).toBe('北京市/市辖区/东城区');
    expect(areaPathText('410100', ' ')).toBe('河南省 郑州市');
  });

  it('knows nothing of unknown codes', () => {
    expect(areaText('999999')).toBeUndefined();
    expect(areaPath('86')).toEqual([]);
  });
});
