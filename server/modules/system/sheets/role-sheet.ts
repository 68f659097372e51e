import { newId } from '../../../db';
import { orderListQuery, resourceFields, whereListQuery } from '../../../query';
import type { SheetSpec } from './sheet-spec';

/** 角色 as JeecgBoot's role page exports and imports them; grants and members are not in the sheet. */
export const roleSheet: SheetSpec = {
  base: '/sys/role',
  title: '角色信息',
  code: 'sys_role',
  columns: [
    { field: 'roleName', title: '角色名称', required: true, maxLength: 200 },
    {
      field: 'roleCode',
      title: '角色编码',
      required: true,
      unique: true,
      pattern: { test: /^[A-Za-z0-9_]{1,100}$/, reason: '角色编码只能由字母、数字和下划线组成，最多100个字符' },
    },
    { field: 'description', title: '描述', maxLength: 255 },
    { field: 'createTime', title: '创建时间', exportOnly: true },
  ],
  permissions: { export: 'role:export', import: 'role:import' },
  resource: { fields: resourceFields('sys_role'), defaultSort: 'createTime' },
  async rows(db, list, selections, limit) {
    let base = db.selectFrom('sys_role').selectAll();
    if (selections.length) base = base.where('id', 'in', [...selections]);
    return orderListQuery(whereListQuery(base, list), list).limit(limit).execute();
  },
  async taken(db, _field, values) {
    const rows = await db
      .selectFrom('sys_role')
      .select('roleCode')
      .where('roleCode', 'in', [...values])
      .execute();
    return new Set(rows.map((row) => row.roleCode));
  },
  async insert(trx, rows, audit) {
    for (const row of rows) {
      await trx
        .insertInto('sys_role')
        .values({
          id: newId(),
          roleName: String(row.roleName),
          roleCode: String(row.roleCode),
          description: typeof row.description === 'string' ? row.description : null,
          createBy: audit.by,
          createTime: audit.now,
          updateBy: null,
          updateTime: null,
        })
        .execute();
    }
  },
};
