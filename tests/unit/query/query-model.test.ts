import { describe, expect, it } from 'vitest';
import {
  conditionsOf,
  inputOperatorValue,
  QUERY_RULES,
  queryParams,
  rulesFor,
  superQueryRequest,
  withField,
  withRule,
  type QueryField,
} from '../../../elements/query';

const fields: QueryField[] = [
  { field: 'farmerName', title: '农户姓名', type: 'text' },
  { field: 'workArea', title: '作业面积', type: 'number', dbType: 'double' },
  { field: 'status', title: '订单状态', type: 'dict', dictCode: 'farm_order_status' },
];

describe('the rules a field offers', () => {
  it('offers the ten rules of the spec, eq first', () => {
    expect(QUERY_RULES).toEqual(['eq', 'like', 'right_like', 'left_like', 'in', 'ne', 'gt', 'ge', 'lt', 'le']);
    expect(rulesFor('text')).toEqual(QUERY_RULES);
    expect(rulesFor('dict')).toEqual(QUERY_RULES);
  });

  it('leaves the pattern rules out for numbers and dates', () => {
    for (const type of ['number', 'date', 'datetime'] as const)
      expect(rulesFor(type)).toEqual(['eq', 'in', 'ne', 'gt', 'ge', 'lt', 'le']);
  });
});

describe('editing a condition', () => {
  it('a new field empties the value and keeps the rule only where the field offers it', () => {
    expect(withField({ field: 'farmerName', rule: 'like', val: '王' }, fields[1])).toEqual({
      field: 'workArea',
      rule: 'eq',
      val: '',
    });
    expect(withField({ field: 'farmerName', rule: 'ne', val: '王' }, fields[2])).toEqual({
      field: 'status',
      rule: 'ne',
      val: '',
    });
  });

  it('multiple values only for in: another rule keeps the first value', () => {
    expect(withRule({ field: 'status', rule: 'in', val: '1,2,3' }, 'eq')).toEqual({
      field: 'status',
      rule: 'eq',
      val: '1',
    });
    expect(withRule({ field: 'status', rule: 'eq', val: '1' }, 'in')).toEqual({
      field: 'status',
      rule: 'in',
      val: '1',
    });
  });
});

describe('the query payload', () => {
  it('carries the complete conditions with their type and dbType, and leaves incomplete rows out', () => {
    const params = queryParams(
      [
        { field: 'farmerName', rule: 'right_like', val: ' 王 ' },
        { field: '', rule: 'eq', val: 'x' },
        { field: 'workArea', rule: 'ge', val: '' },
        { field: 'status', rule: 'in', val: '1,2' },
        { field: 'gone', rule: 'eq', val: '1' },
      ],
      fields,
    );
    expect(params).toEqual([
      { field: 'farmerName', rule: 'right_like', val: '王', type: 'text' },
      { field: 'status', rule: 'in', val: '1,2', type: 'dict' },
    ]);
  });

  it('sends a comma list as one value unless the rule is in', () => {
    expect(queryParams([{ field: 'farmerName', rule: 'eq', val: 'a,b' }], fields)[0].val).toBe('a');
  });

  it('is URI-encoded JSON plus the match type, and nothing at all without conditions', () => {
    const params = [{ field: 'workArea', rule: 'gt' as const, val: '100', type: 'number', dbType: 'double' }];
    const request = superQueryRequest({ params, matchType: 'or' });
    expect(request.superQueryMatchType).toBe('or');
    expect(JSON.parse(decodeURIComponent(request.superQueryParams!))).toEqual([
      { field: 'workArea', type: 'number', dbType: 'double', rule: 'gt', val: '100' },
    ]);
    expect(request.superQueryParams).not.toContain('"');
    expect(superQueryRequest({ params: [], matchType: 'and' })).toEqual({});
    expect(superQueryRequest(null)).toEqual({});
  });

  it('a loaded query becomes rows again, never fewer than one', () => {
    expect(conditionsOf([{ field: 'status', rule: 'in', val: '1,2', type: 'dict' }])).toEqual([
      { field: 'status', rule: 'in', val: '1,2' },
    ]);
    expect(conditionsOf([])).toEqual([{ field: '', rule: 'eq', val: '' }]);
  });
});

describe('query input operators', () => {
  it('like wraps with *, ne prefixes !, ge prefixes >=, le prefixes <=', () => {
    expect(inputOperatorValue('王', 'like')).toBe('*王*');
    expect(inputOperatorValue('4', 'ne')).toBe('!4');
    expect(inputOperatorValue('100', 'ge')).toBe('>=100');
    expect(inputOperatorValue('100', 'le')).toBe('<=100');
    expect(inputOperatorValue(' 4 ')).toBe('4');
  });

  it('an empty value stays empty so the list drops it', () => {
    expect(inputOperatorValue('  ', 'like')).toBe('');
  });
});
