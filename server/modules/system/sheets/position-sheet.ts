import { newId } from '../../../db';
import { orderListQuery, resourceFields, whereListQuery } from '../../../query';
import type { SheetSpec } from './sheet-spec';

/** 职务 as JeecgBoot's position page exports and imports them: the rank by its dictionary text. */
export const positionSheet: SheetSpec = {
  base: '/sys/position',
  title: '职务表',
  code: 'sys_position',
  columns: [
    {
      field: 'code',
      title: '职务编码',
      required: true,
      unique: true,
      pattern: { test: /^[A-Za-z0-9_-]{1,100}$/, reason: '职务编码只能由字母、数字、下划线和减号组成，最多100个字符' },
    },
    { field: 'name', title: '职务名称', required: true, maxLength: 100 },
    { field: 'postRank', title: '职级', dictCode: 'position_rank' },
    { field: 'createTime', title: '创建时间', exportOnly: true },
  ],
  permissions: { export: 'position:export', import: 'position:import' },
  resource: { fields: resourceFields('sys_position'), defaultSort: 'createTime' },
  async rows(db, list, selections, limit) {
    let base = db.selectFrom('sys_position').selectAll();
    if (selections.length) base = base.where('id', 'in', [...selections]);
    return orderListQuery(whereListQuery(base, list), list).limit(limit).execute();
  },
  async taken(db, _field, values) {
    const rows = await db
      .selectFrom('sys_position')
      .select('code')
      .where('code', 'in', [...values])
      .execute();
    return new Set(rows.map((row) => row.code));
  },
  async insert(trx, rows, audit) {
    for (const row of rows) {
      await trx
        .insertInto('sys_position')
        .values({
          id: newId(),
          code: String(row.code),
          name: String(row.name),
          postRank: typeof row.postRank === 'string' ? row.postRank : null,
          sysOrgCode: audit.orgCode,
          createBy: audit.by,
          createTime: audit.now,
          updateBy: null,
          updateTime: null,
        })
        .execute();
    }
  },
};
