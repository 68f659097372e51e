import { newId } from '../../../db';
import { orderListQuery, resourceFields, whereListQuery } from '../../../query';
import { DICT_CODE_PATTERN } from '../../dict/dict-schemas';
import type { SheetSpec } from './sheet-spec';

/**
 * 数据字典 as JeecgBoot's dictionary page exports and imports them: the dictionaries themselves
 * (their items are edited on the 字典配置 drawer). A code held by a dictionary in the recycle bin
 * counts as taken, as the form's check says.
 */
export const dictSheet: SheetSpec = {
  base: '/sys/dict',
  title: '数据字典',
  code: 'sys_dict',
  columns: [
    { field: 'dictName', title: '字典名称', required: true, maxLength: 100 },
    {
      field: 'dictCode',
      title: '字典编码',
      required: true,
      unique: true,
      maxLength: 100,
      pattern: { test: new RegExp(DICT_CODE_PATTERN), reason: '字典编码只能由字母、数字、下划线、点和减号组成' },
    },
    { field: 'description', title: '描述', maxLength: 255 },
    { field: 'createTime', title: '创建时间', exportOnly: true },
  ],
  permissions: { export: 'dict:export', import: 'dict:import' },
  resource: { fields: resourceFields('sys_dict'), defaultSort: 'createTime' },
  async rows(db, list, selections, limit) {
    let base = db.selectFrom('sys_dict').selectAll().where('delFlag', '=', 0);
    if (selections.length) base = base.where('id', 'in', [...selections]);
    return orderListQuery(whereListQuery(base, list), list).limit(limit).execute();
  },
  async taken(db, _field, values) {
    const rows = await db
      .selectFrom('sys_dict')
      .select('dictCode')
      .where('dictCode', 'in', [...values])
      .execute();
    return new Set(rows.map((row) => row.dictCode));
  },
  async insert(trx, rows, audit) {
    for (const row of rows) {
      await trx
        .insertInto('sys_dict')
        .values({
          id: newId(),
          dictName: String(row.dictName),
          dictCode: String(row.dictCode),
          description: typeof row.description === 'string' ? row.description : null,
          type: 0,
          delFlag: 0,
          createBy: audit.by,
          createTime: audit.now,
          updateBy: null,
          updateTime: null,
        })
        .execute();
    }
  },
};
