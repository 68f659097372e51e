import type { Transaction } from 'kysely';
import { newId } from '../../ids';
import type { Database } from '../../schema';
import { adminButtons } from './buttons';

/** The role seeded with every permission; new buttons are granted to it as well. */
const ADMIN_ROLE_ID = 'role-admin';

/** Adds the buttons below their pages (after the existing ones) and grants them to the admin role. */
export async function insertAdminButtons(trx: Transaction<Database>, createTime: string): Promise<void> {
  for (const group of adminButtons) {
    const page = await trx
      .selectFrom('sys_permission')
      .select('id')
      .where('url', '=', group.pageUrl)
      .where('delFlag', '=', 0)
      .executeTakeFirst();
    if (!page) continue;
    const existing = await trx.selectFrom('sys_permission').select('perms').where('parentId', '=', page.id).execute();
    const taken = new Set(existing.map((row) => row.perms));
    let sortNo = existing.length;
    for (const button of group.buttons) {
      if (taken.has(button.code)) continue;
      const id = newId();
      sortNo += 1;
      await trx
        .insertInto('sys_permission')
        .values({
          id,
          parentId: page.id,
          name: button.name,
          url: null,
          component: null,
          componentName: null,
          redirect: null,
          menuType: 2,
          perms: button.code,
          permsType: '1',
          sortNo,
          icon: null,
          alwaysShow: 0,
          isRoute: 1,
          isLeaf: 1,
          keepAlive: 0,
          hidden: 0,
          internalOrExternal: 0,
          description: null,
          status: '1',
          delFlag: 0,
          createBy: 'admin',
          createTime,
          updateBy: null,
          updateTime: null,
        })
        .execute();
      await trx
        .insertInto('sys_role_permission')
        .values({ id: newId(), roleId: ADMIN_ROLE_ID, permissionId: id })
        .execute();
    }
    await trx.updateTable('sys_permission').set({ isLeaf: 0 }).where('id', '=', page.id).execute();
  }
}
