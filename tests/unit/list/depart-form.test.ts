import { describe, expect, it } from 'vitest';
import { departBody, departFormErrors, departFormValues } from '../../../console/pages/system/departs/depart-form';
import { findDepart, type DepartRecord } from '../../../console/pages/system/departs/depart-record';

const depart = (id: string, name: string, children?: DepartRecord[]): DepartRecord => ({
  id,
  key: id,
  title: name,
  parentId: null,
  departName: name,
  orgCode: id,
  orgCategory: '2',
  departOrder: 3,
  mobile: null,
  fax: null,
  address: null,
  memo: null,
  children,
});

describe('the department form', () => {
  it('starts a new top department as a company and one below another as a department', () => {
    expect(departFormValues(null, false).orgCategory).toBe('1');
    expect(departFormValues(null, true).orgCategory).toBe('2');
  });

  it("shows an existing department's values", () => {
    expect(departFormValues(depart('d1', '销售部'))).toMatchObject({
      departName: '销售部',
      departOrder: '3',
      mobile: '',
    });
  });

  it('asks for the name and a whole-number order', () => {
    expect(departFormErrors({ ...departFormValues(null), departName: ' ', departOrder: '1.5' })).toEqual({
      departName: 'system.depart.nameRequired',
      departOrder: 'system.depart.orderNumber',
    });
    expect(departFormErrors({ ...departFormValues(null), departName: '组', departOrder: '-2' })).toEqual({});
  });

  it('sends the parent when adding and the id when editing, empty texts as null', () => {
    const values = { ...departFormValues(null), departName: ' 华北组 ', departOrder: '', address: ' ' };
    expect(departBody(values, { parentId: 'd1' })).toEqual({
      parentId: 'd1',
      departName: '华北组',
      orgCategory: '2',
      departOrder: 0,
      mobile: null,
      fax: null,
      address: null,
      memo: null,
    });
    expect(departBody(values, { id: 'd9' })).toMatchObject({ id: 'd9' });
  });

  it('finds a department anywhere in the tree', () => {
    const tree = [depart('a', '甲', [depart('b', '乙', [depart('c', '丙')])])];
    expect(findDepart(tree, 'c')?.departName).toBe('丙');
    expect(findDepart(tree, 'x')).toBeNull();
  });
});
