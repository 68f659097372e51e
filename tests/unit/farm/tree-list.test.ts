import { describe, expect, it } from 'vitest';
import { childLevels, queryGiven, treeDataUrl, treeFieldsOf } from '../../../console/pages/farm/tree-list';

describe('a tree form as getColumns describes it', () => {
  it('reads the parent and has-children fields of a tree form', () => {
    expect(treeFieldsOf({ isTree: 'Y', pidField: 'pid', hasChildrenField: 'hasChild', textField: 'name' })).toEqual({
      pidField: 'pid',
      hasChildField: 'hasChild',
    });
  });

  it('is not a tree when the form says so or names no usable fields', () => {
    expect(treeFieldsOf({ isTree: 'N', pidField: 'pid', hasChildrenField: 'hasChild' })).toBeNull();
    expect(treeFieldsOf({ isTree: 'Y', pidField: 'pid' })).toBeNull();
    expect(treeFieldsOf({ isTree: 'Y', pidField: 'pid; drop table', hasChildrenField: 'hasChild' })).toBeNull();
    expect(treeFieldsOf(null)).toBeNull();
  });
});

describe("loading a row's children as OnlCgformTreeList expands it", () => {
  it('asks getTreeData with the row as parent, no query and the has-child flag, the whole level at once', () => {
    const config = childLevels('farm_machine_type', { pidField: 'pid', hasChildField: 'hasChild' });
    expect(config).toEqual({
      childrenUrl: '/online/cgform/api/getTreeData/farm_machine_type',
      queryKey: 'pid',
      hasChildField: 'hasChild',
      params: { column: 'id', order: 'desc', hasQuery: 'false', pageNo: 1, pageSize: -521, hasChild: '1' },
    });
    expect(treeDataUrl('a/b')).toBe('/online/cgform/api/getTreeData/a%2Fb');
  });
});

describe('whether the query bar holds a query', () => {
  it('counts any filled value', () => {
    expect(queryGiven({ name: '拖拉机' })).toBe(true);
    expect(queryGiven({ machineType: ['1'] })).toBe(true);
    expect(queryGiven({ sortNo: 0 })).toBe(true);
  });

  it('ignores empty ones', () => {
    expect(queryGiven({})).toBe(false);
    expect(queryGiven({ name: '  ', code: undefined, machineType: [], pid: null })).toBe(false);
  });
});
