import { describe, expect, it } from 'vitest';
import {
  mapToTargets,
  popupConfigProblem,
  reportRowKeys,
  selfParams,
  sorterParams,
} from '../../../elements/pickers/report-picker/report-config';

describe('popup configuration', () => {
  it('needs code, origin fields and target fields', () => {
    expect(popupConfigProblem('', 'a', 'b')).toBe('pickers.report.badConfig');
    expect(popupConfigProblem('r', '', 'b')).toBe('pickers.report.badConfig');
    expect(popupConfigProblem('r', 'a', undefined)).toBe('pickers.report.badConfig');
  });

  it('needs as many origin fields as target fields', () => {
    expect(popupConfigProblem('r', 'a,b', 'x')).toBe('pickers.report.countMismatch');
    expect(popupConfigProblem('r', 'a,b', 'x,y')).toBe(null);
  });
});

describe('origin-to-target mapping', () => {
  it('gives each target its origin values of the chosen rows, comma-joined', () => {
    const rows = [
      { name: '水稻', code: 'rice' },
      { name: '玉米', code: 'corn' },
    ];
    expect(mapToTargets(rows, 'code,name', 'cropCode,cropName')).toEqual({
      cropCode: 'rice,corn',
      cropName: '水稻,玉米',
    });
  });
});

describe('report row keys never collide', () => {
  it('numbers rows of the same content', () => {
    const keys = reportRowKeys([{ a: 1 }, { a: 1 }, { a: 2 }]);
    expect(new Set(keys).size).toBe(3);
  });

  it('a row keeps its key when the page is read again', () => {
    expect(reportRowKeys([{ a: 1 }, { b: 2 }])[1]).toBe(reportRowKeys([{ c: 3 }, { b: 2 }])[1]);
  });
});

describe('report parameters', () => {
  it('the sorter column=asc|desc becomes column and order', () => {
    expect(sorterParams('createTime=desc')).toEqual({ column: 'createTime', order: 'desc' });
    expect(sorterParams('createTime=up')).toEqual({});
    expect(sorterParams(undefined)).toEqual({});
  });

  it('dynamic parameters are prefixed self_', () => {
    expect(selfParams({ farm: 'f1' })).toEqual({ self_farm: 'f1' });
  });
});
