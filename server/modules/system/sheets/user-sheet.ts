import { newId } from '../../../db';
import { systemMessages } from '../../../messages';
import { orderListQuery, resourceFields, whereListQuery } from '../../../query';
import { hashPassword, randomPassword } from '../../../security';
import { PUBLIC_USER_COLUMNS } from '../user-view';
import type { SheetSpec } from './sheet-spec';

const LIVE_UNIQUE = new Set(['phone', 'email', 'workNo']);

/**
 * 用户 as JeecgBoot's user page exports and imports them: public columns only, never a password
 * or its salt. JeecgBoot gives imported users a fixed, known password; here they get one nobody
 * knows (random, never kept), so an account can be used only once an administrator has set its
 * password (密码) or its owner has reset it by phone. Roles and departments are given in the form.
 */
export const userSheet: SheetSpec = {
  base: '/sys/user',
  title: '用户列表',
  code: 'sys_user',
  columns: [
    {
      field: 'username',
      title: '登录账号',
      required: true,
      unique: true,
      pattern: { test: /^[A-Za-z0-9_]{4,32}$/, reason: systemMessages.usernameRule },
    },
    { field: 'realname', title: '真实姓名', required: true, maxLength: 100 },
    { field: 'sex', title: '性别', dictCode: 'sex' },
    {
      field: 'birthday',
      title: '生日',
      pattern: { test: /^\d{4}-\d{2}-\d{2}$/, reason: systemMessages.sheetBirthday },
    },
    {
      field: 'phone',
      title: '手机号码',
      unique: true,
      maxLength: 45,
      pattern: { test: /^[0-9+\- ]+$/, reason: systemMessages.sheetPhone },
    },
    {
      field: 'email',
      title: '电子邮件',
      unique: true,
      maxLength: 100,
      pattern: { test: /^[^@\s]+@[^@\s]+\.[^@\s]+$/, reason: systemMessages.sheetEmail },
    },
    { field: 'workNo', title: '工号', unique: true, maxLength: 100 },
    { field: 'status', title: '状态', dictCode: 'user_status', exportOnly: true },
    { field: 'createTime', title: '创建时间', exportOnly: true },
  ],
  permissions: { export: 'user:export', import: 'user:import' },
  resource: { fields: resourceFields('sys_user', PUBLIC_USER_COLUMNS), defaultSort: 'createTime' },
  async rows(db, list, selections, limit) {
    let base = db.selectFrom('sys_user').select(PUBLIC_USER_COLUMNS).where('delFlag', '=', 0);
    if (selections.length) base = base.where('id', 'in', [...selections]);
    return orderListQuery(whereListQuery(base, list), list).limit(limit).execute();
  },
  // A deleted user keeps the account name (their records point at it); phone, e-mail and work
  // number are unique among the users there are, as the form checks them.
  async taken(db, field, values) {
    const column = field as 'username' | 'phone' | 'email' | 'workNo';
    let query = db
      .selectFrom('sys_user')
      .select(column)
      .where(column, 'in', [...values]);
    if (LIVE_UNIQUE.has(field)) query = query.where('delFlag', '=', 0);
    const rows = await query.execute();
    return new Set(rows.map((row) => String(row[column])));
  },
  async insert(trx, rows, audit) {
    // One hash of a password that is thrown away: nobody can sign in until a password is set.
    const unusable = await hashPassword(randomPassword());
    for (const row of rows) {
      const text = (field: string) => (typeof row[field] === 'string' ? (row[field] as string) : null);
      await trx
        .insertInto('sys_user')
        .values({
          id: newId(),
          username: String(row.username),
          realname: String(row.realname),
          ...unusable,
          avatar: null,
          birthday: text('birthday'),
          sex: text('sex') === null ? null : Number(row.sex),
          email: text('email'),
          phone: text('phone'),
          telephone: null,
          workNo: text('workNo'),
          post: null,
          orgCode: null,
          userIdentity: 1,
          departIds: null,
          relTenantIds: null,
          createBy: audit.by,
          createTime: audit.now,
          updateBy: null,
          updateTime: null,
        })
        .execute();
    }
  },
};
