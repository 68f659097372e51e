import { orderListQuery, resourceFields, whereListQuery } from '../../../query';
import type { SheetSpec } from './sheet-spec';

/**
 * 部门 as JeecgBoot's department page exports them, in tree order: the level codes (A01, A01A02)
 * show where each one sits. There is no import: a department's code follows its siblings' and
 * its parent decides its place, which the form and the tree decide.
 */
export const departSheet: SheetSpec = {
  base: '/sys/sysDepart',
  title: '部门列表',
  code: 'sys_depart',
  columns: [
    { field: 'departName', title: '机构名称' },
    { field: 'orgCode', title: '机构编码' },
    { field: 'orgCategory', title: '机构类型', dictCode: 'org_category' },
    { field: 'departOrder', title: '排序' },
    { field: 'mobile', title: '电话' },
    { field: 'fax', title: '传真' },
    { field: 'address', title: '地址' },
    { field: 'memo', title: '备注' },
  ],
  permissions: { export: 'depart:export' },
  resource: { fields: resourceFields('sys_depart'), defaultSort: 'orgCode' },
  async rows(db, list, selections, limit) {
    let base = db.selectFrom('sys_depart').selectAll().where('delFlag', '=', '0');
    if (selections.length) base = base.where('id', 'in', [...selections]);
    return orderListQuery(whereListQuery(base, list), list).limit(limit).execute();
  },
};
