import { orderListQuery, resourceFields, whereListQuery } from '../../../query';
import type { SheetSpec } from './sheet-spec';

/**
 * 分类字典 as JeecgBoot's category page exports them: from a level, the categories of that level
 * (the page sends its `pid`); from the top, every category. The level codes (A01, A01A02) show
 * where each one sits. There is no import: codes follow the siblings' when a category is added.
 */
export const categorySheet: SheetSpec = {
  base: '/sys/category',
  title: '分类字典',
  code: 'sys_category',
  columns: [
    { field: 'name', title: '分类名称' },
    { field: 'code', title: '分类编码' },
    { field: 'createTime', title: '创建时间' },
  ],
  permissions: { export: 'category:export' },
  resource: { fields: resourceFields('sys_category'), defaultSort: 'code' },
  async rows(db, list, selections, limit) {
    let base = db.selectFrom('sys_category').selectAll();
    if (selections.length) base = base.where('id', 'in', [...selections]);
    return orderListQuery(whereListQuery(base, list), list).limit(limit).execute();
  },
};
