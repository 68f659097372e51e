import { describe, expect, it } from 'vitest';
import type { ManagedField } from '../../../console/pages/system/managed/managed-fields';
import { managedBody, managedErrors, managedValues } from '../../../console/pages/system/managed/managed-form';

const FIELDS: ManagedField[] = [
  { key: 'id', label: 'system.tenant.id', kind: 'integer', required: true, lockedOnEdit: true },
  { key: 'name', label: 'system.tenant.name', kind: 'text', required: true, maxLength: 5 },
  {
    key: 'code',
    label: 'system.position.code',
    kind: 'text',
    pattern: { regex: /^[a-z_]+$/, message: 'system.managed.codeRule' },
  },
  { key: 'endDate', label: 'system.tenant.endDate', kind: 'date' },
  { key: 'status', label: 'system.tenant.status', kind: 'choice', numeric: true, initial: '1', choices: [] },
  { key: 'secret', label: 'system.dataSource.dbPassword', kind: 'password', writeOnly: true },
  { key: 'rules', label: 'system.gateway.predicates', kind: 'textarea' },
  {
    key: 'userIds',
    label: 'system.announcement.userIds',
    kind: 'users',
    required: true,
    shownWhen: (values) => values.status === '2',
  },
  { key: 'sendStatus', label: 'system.announcement.sendStatus', kind: 'text', listOnly: true, required: true },
];

describe('the managed record form', () => {
  it('starts a new record with the initial values and an edit from the record, never with a write-only value', () => {
    expect(managedValues(FIELDS, null)).toMatchObject({ id: '', name: '', status: '1', secret: '' });
    const record = { id: 7, name: '北岭', status: 0, secret: 'kept', rules: [{ name: 'Path' }], endDate: null };
    expect(managedValues(FIELDS, record)).toMatchObject({
      id: '7',
      name: '北岭',
      status: '0',
      secret: '',
      rules: '[{"name":"Path"}]',
      endDate: '',
    });
    expect(managedValues(FIELDS, { ...record, rules: [] }).rules).toBe('');
  });

  it('says what is wrong with each value, skipping locked, hidden and list-only fields', () => {
    const values = { ...managedValues(FIELDS, null), id: '1x', name: '六个字的名字', code: 'A-1', endDate: '2027/1/1' };
    expect(managedErrors(FIELDS, values, false)).toEqual({
      id: 'integer',
      name: 'tooLong',
      code: { message: 'system.managed.codeRule' },
      endDate: 'date',
    });
    expect(managedErrors(FIELDS, { ...values, id: '', name: '', code: '', endDate: '' }, true)).toEqual({
      name: 'required',
    });
    expect(managedErrors(FIELDS, { ...values, id: '1', name: 'a', code: '', endDate: '', status: '2' }, false)).toEqual(
      { userIds: 'required' },
    );
  });

  it('sends numbers as numbers, empty values as null, leaves out an empty write-only value and the locked id on edit', () => {
    const values = {
      ...managedValues(FIELDS, null),
      id: '42',
      name: ' 北岭 ',
      endDate: '2027-01-01',
      userIds: 'u1',
      sendStatus: '1',
    };
    expect(managedBody(FIELDS, values, null)).toEqual({
      id: 42,
      name: '北岭',
      code: null,
      endDate: '2027-01-01',
      status: 1,
      rules: null,
      userIds: null,
    });
    expect(managedBody(FIELDS, { ...values, secret: 'new' }, 42)).toEqual({
      id: 42,
      name: '北岭',
      code: null,
      endDate: '2027-01-01',
      status: 1,
      secret: 'new',
      rules: null,
      userIds: null,
    });
  });
});
