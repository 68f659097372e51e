import { describe, expect, it } from 'vitest';
import { ApiError } from '../../server/http';
import { queryMessages } from '../../server/messages';
import { MAX_PAGE_SIZE, parseListQuery, type ListResource } from '../../server/query';

const resource: ListResource = {
  fields: { username: 'text', sex: 'number', birthday: 'date', createTime: 'datetime', orgCode: 'text' },
  defaultSort: 'createTime',
  ownParams: ['departId'],
};

const conditionsOf = (query: Record<string, unknown>) => parseListQuery(query, resource).conditions;

function refusal(query: Record<string, unknown>): string {
  try {
    parseListQuery(query, resource);
  } catch (error) {
    if (error instanceof ApiError) return error.message;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('paging and sorting', () => {
  it('defaults to page 1 of 10 sorted by createTime descending', () => {
    expect(parseListQuery({ _t: '1726800000' }, resource)).toMatchObject({
      pageNo: 1,
      pageSize: 10,
      sort: { field: 'createTime', order: 'desc' },
    });
  });

  it('serves at most the maximum page size to "give me everything" requests', () => {
    expect(parseListQuery({ pageSize: '99999' }, resource).pageSize).toBe(MAX_PAGE_SIZE);
  });

  it('refuses paging that is not a positive integer, and an unknown order', () => {
    expect(refusal({ pageNo: '0' })).toBe(queryMessages.badPaging);
    expect(refusal({ pageSize: '10;' })).toBe(queryMessages.badPaging);
    expect(refusal({ order: 'sideways' })).toBe(queryMessages.badOrder);
  });

  it('accepts snake_case column names and the _dictText form of a coded column', () => {
    expect(parseListQuery({ column: 'org_code', order: 'ASC' }, resource).sort).toEqual({
      field: 'orgCode',
      order: 'asc',
    });
    expect(parseListQuery({ column: 'sex_dictText' }, resource).sort).toEqual({ field: 'sex', order: 'desc' });
  });
});

describe('plain filters', () => {
  it('turns the JeecgBoot value conventions into typed conditions', () => {
    expect(conditionsOf({ username: '*zh*' })).toEqual([
      { field: 'username', kind: 'text', op: 'contains', value: 'zh' },
    ]);
    expect(conditionsOf({ sex: '1,2' })).toEqual([{ field: 'sex', kind: 'number', op: 'in', value: [1, 2] }]);
    expect(conditionsOf({ sex: '>= 1' })).toEqual([{ field: 'sex', kind: 'number', op: '>=', value: 1 }]);
    expect(conditionsOf({ username: '!admin' })).toEqual([
      { field: 'username', kind: 'text', op: '<>', value: 'admin' },
    ]);
  });

  it('widens a day bound of a date-time range to the whole day', () => {
    expect(conditionsOf({ createTime_begin: '2024-09-01', createTime_end: '2024-09-30' })).toEqual([
      { field: 'createTime', kind: 'datetime', op: '>=', value: '2024-09-01 00:00:00' },
      { field: 'createTime', kind: 'datetime', op: '<=', value: '2024-09-30 23:59:59' },
    ]);
  });

  it("ignores empty values, the reserved parameters and the route's own ones", () => {
    expect(
      conditionsOf({ username: '', field: 'id,,,username', hasQuery: 'true', departId: 'dep-it', _t: '1' }),
    ).toEqual([]);
  });

  it('refuses values of the wrong kind and fields that are not allow-listed', () => {
    expect(refusal({ sex: 'male' })).toBe(queryMessages.badNumber('sex'));
    expect(refusal({ sex: '*1*' })).toBe(queryMessages.badNumber('sex'));
    expect(refusal({ birthday: 'yesterday' })).toBe(queryMessages.badDate('birthday'));
    expect(refusal({ password: 'x' })).toBe(queryMessages.unknownFilterField('password'));
    expect(refusal({ password_begin: 'x' })).toBe(queryMessages.unknownFilterField('password_begin'));
  });
});

describe('the advanced query', () => {
  it('reads the URI-encoded JSON and the match type', () => {
    const items = [
      { field: 'username', rule: 'like', val: 'li' },
      { field: 'sex', rule: 'in', val: '1,2' },
    ];
    const parsed = parseListQuery(
      { superQueryParams: encodeURI(JSON.stringify(items)), superQueryMatchType: 'or' },
      resource,
    );
    expect(parsed.advanced).toEqual({
      match: 'or',
      conditions: [
        { field: 'username', kind: 'text', op: 'contains', value: 'li' },
        { field: 'sex', kind: 'number', op: 'in', value: [1, 2] },
      ],
    });
  });

  it('refuses malformed JSON, unknown rules and an unknown match type', () => {
    expect(refusal({ superQueryParams: '[{' })).toBe(queryMessages.badSuperQuery);
    expect(refusal({ superQueryParams: JSON.stringify([{ field: 'username', rule: 'regexp', val: '.*' }]) })).toBe(
      queryMessages.badSuperQueryRule('regexp'),
    );
    expect(refusal({ superQueryMatchType: 'xor' })).toBe(queryMessages.badMatchType);
  });
});
