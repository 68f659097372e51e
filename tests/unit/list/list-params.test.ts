import { describe, expect, it } from 'vitest';
import { DEFAULT_SORT, listQueryParams, listRequestParams, type ListRequestState } from '../../../elements/list/model';

const base: ListRequestState = { query: {}, filters: {}, sort: DEFAULT_SORT, page: 1, pageSize: 10, advanced: null };

describe('the list request', () => {
  it('asks for the first page of 10 sorted by createTime descending by default', () => {
    expect(listRequestParams(base)).toEqual({ column: 'createTime', order: 'desc', pageNo: 1, pageSize: 10 });
  });

  it('drops empty values and joins arrays with commas', () => {
    const params = listRequestParams({
      ...base,
      query: { name: '  ', code: null, status: undefined, kind: [], tags: ['a', 'b'], age: 0, flag: false },
    });
    expect(params).toEqual({
      tags: 'a,b',
      age: 0,
      flag: false,
      column: 'createTime',
      order: 'desc',
      pageNo: 1,
      pageSize: 10,
    });
  });

  it('sends column filters as comma lists, the server reading them as "in"', () => {
    const params = listQueryParams({ ...base, filters: { status: ['0', '-1'], kind: [] } });
    expect(params.status).toBe('0,-1');
    expect(params).not.toHaveProperty('kind');
  });

  it('wraps "contains" fields in * unless the user typed their own *', () => {
    expect(listQueryParams({ ...base, query: { name: ' rice ' }, likeFields: ['name'] }).name).toBe('*rice*');
    expect(listQueryParams({ ...base, query: { name: 'rice*' }, likeFields: ['name'] }).name).toBe('rice*');
    expect(listQueryParams({ ...base, query: { code: 'rice' }, likeFields: ['name'] }).code).toBe('rice');
  });

  it('carries the chosen sort and page', () => {
    expect(listRequestParams({ ...base, sort: { column: 'name', order: 'asc' }, page: 3, pageSize: 30 })).toMatchObject(
      {
        column: 'name',
        order: 'asc',
        pageNo: 3,
        pageSize: 30,
      },
    );
  });

  it('sends the shown columns as field, id first', () => {
    expect(listQueryParams({ ...base, fields: ['name', 'id', 'code'] }).field).toBe('id,name,code');
  });

  it('always sends the fixed parameters', () => {
    expect(listQueryParams({ ...base, fixed: { jobId: 'j1' } }).jobId).toBe('j1');
  });
});

describe('the advanced query in the request', () => {
  const params = [
    { field: 'name', rule: 'like', val: '水稻', type: 'string' },
    { field: 'age', rule: 'gt', val: 5, type: 'int' },
  ];

  it('sends superQueryParams as URI-encoded JSON and the match type', () => {
    const sent = listQueryParams({ ...base, advanced: { params, matchType: 'or' } });
    expect(sent.superQueryMatchType).toBe('or');
    expect(sent.superQueryParams).toBe(encodeURIComponent(JSON.stringify(params)));
    expect(JSON.parse(decodeURIComponent(String(sent.superQueryParams)))).toEqual(params);
  });

  it('sends nothing for an advanced query without conditions', () => {
    const sent = listQueryParams({ ...base, advanced: { params: [], matchType: 'and' } });
    expect(sent).not.toHaveProperty('superQueryParams');
    expect(sent).not.toHaveProperty('superQueryMatchType');
  });

  it('goes with the plain query fields', () => {
    const sent = listQueryParams({ ...base, query: { status: '0' }, advanced: { params, matchType: 'and' } });
    expect(sent).toMatchObject({ status: '0', superQueryMatchType: 'and' });
  });
});
