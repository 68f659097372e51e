import { describe, expect, it } from 'vitest';
import { declaredFieldsOnly, SERVER_OWNED_FIELDS } from '../../../server/http';

// The step that makes "unknown body fields are ignored" explicit (http/declared-fields.ts): it
// keeps what a route's body schema declares, drops the rest and the server-owned fields, and
// leaves the values of declared fields for the validator to judge.

const schema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    name: { type: 'string' },
    createTime: { type: ['string', 'null'] },
    part: { type: 'object', additionalProperties: false, properties: { code: { type: 'string' } } },
    rows: {
      type: 'array',
      items: { type: 'object', additionalProperties: false, properties: { id: { type: 'string' } } },
    },
    open: { type: 'object', properties: { any: { type: 'string' } } },
  },
  patternProperties: { _dictText$: { type: 'string' } },
};

describe('a body keeps the fields its route declares', () => {
  it('drops unknown fields, at every level the schema describes field by field, and says which', () => {
    const ignored: string[] = [];
    const body = {
      name: 'x',
      orgCodeTxt: '信息部',
      sex_dictText: '男',
      part: { code: 'a', extra: 1 },
      rows: [{ id: '1', secret: 's' }, { id: '2' }],
      open: { any: 'y', more: 'kept' },
    };
    expect(declaredFieldsOnly(body, schema, ignored)).toEqual({
      name: 'x',
      sex_dictText: '男',
      part: { code: 'a' },
      rows: [{ id: '1' }, { id: '2' }],
      open: { any: 'y', more: 'kept' },
    });
    expect(ignored).toEqual(['orgCodeTxt', 'part.extra', 'rows.secret']);
  });

  it('drops the server-owned fields even where a schema declares one', () => {
    const body = Object.fromEntries([...SERVER_OWNED_FIELDS].map((field) => [field, 'x']));
    expect(declaredFieldsOnly({ name: 'x', ...body }, schema)).toEqual({ name: 'x' });
  });

  it('leaves wrong values of declared fields, and what is not an object, for the validator', () => {
    expect(declaredFieldsOnly({ name: 42, part: 'not an object' }, schema)).toEqual({
      name: 42,
      part: 'not an object',
    });
    expect(declaredFieldsOnly('text', schema)).toBe('text');
    expect(declaredFieldsOnly([{ name: 'x' }], schema)).toEqual([{ name: 'x' }]);
  });

  it('never copies a __proto__ key onto the result', () => {
    const body = JSON.parse('{"name":"x","__proto__":{"polluted":true}}') as Record<string, unknown>;
    const kept = declaredFieldsOnly(body, { ...schema, patternProperties: { '.*': {} } }) as Record<string, unknown>;
    expect(Object.getPrototypeOf(kept)).toBe(Object.prototype);
    expect(kept).toEqual({ name: 'x' });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
