import type { Insertable, Transaction } from 'kysely';
import { newId } from '../ids';
import type { Database, SysPermissionTable, SysRolePermissionTable } from '../schema';
import { insertInChunks } from './insert-in-chunks';
import type { SeedLog } from './runner';

export interface ButtonSeed {
  code: string;
  name: string;
  menuUrl: string;
}

const ADMIN_ROLE = 'role-admin';

function buttonRow(
  id: string,
  pageId: string,
  button: ButtonSeed,
  sortNo: number,
  createTime: string,
): Insertable<SysPermissionTable> {
  return {
    id,
    parentId: pageId,
    name: button.name,
    url: null,
    component: null,
    componentName: null,
    redirect: null,
    menuType: 2,
    perms: button.code,
    permsType: '1',
    sortNo,
    alwaysShow: 0,
    icon: null,
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
  };
}

/**
 * Adds the farm routes' button permissions under the menu pages the system seed created for
 * them, and grants each new one to the admin role and to every role that holds its page, the way
 * a grant of a page covers the buttons below it. A button that exists there already is reused
 * with its grants (only the admin role, which holds everything, is made sure of).
 */
export async function insertButtons(
  trx: Transaction<Database>,
  buttons: readonly ButtonSeed[],
  createTime: string,
  log: SeedLog,
): Promise<void> {
  const menus = await trx.selectFrom('sys_permission').select(['id', 'url', 'parentId', 'perms', 'menuType']).execute();
  const grants = await trx.selectFrom('sys_role_permission').select(['roleId', 'permissionId']).execute();
  const granted = new Set(grants.map((grant) => `${grant.roleId}/${grant.permissionId}`));
  const newButtons: Insertable<SysPermissionTable>[] = [];
  const newGrants: Insertable<SysRolePermissionTable>[] = [];
  for (const button of buttons) {
    const page = menus.find((menu) => menu.menuType !== 2 && menu.url === button.menuUrl);
    if (!page) {
      log.warn(`farm-demo seed: no menu page ${button.menuUrl} for button ${button.code}`);
      continue;
    }
    const existing = menus.find(
      (menu) => menu.menuType === 2 && menu.parentId === page.id && menu.perms === button.code,
    );
    // An existing button keeps the grants its seed gave it (a role may be denied it on purpose).
    const id = existing?.id ?? newId();
    if (!existing) {
      newButtons.push(buttonRow(id, page.id, button, 100 + newButtons.length, createTime));
      menus.push({ id, url: null, parentId: page.id, perms: button.code, menuType: 2 });
    }
    const holders = existing
      ? [ADMIN_ROLE]
      : [ADMIN_ROLE, ...grants.filter((grant) => grant.permissionId === page.id).map((grant) => grant.roleId)];
    for (const roleId of holders) {
      if (granted.has(`${roleId}/${id}`)) continue;
      granted.add(`${roleId}/${id}`);
      newGrants.push({ id: newId(), roleId, permissionId: id });
    }
  }
  await insertInChunks(trx, 'sys_permission', newButtons);
  await insertInChunks(trx, 'sys_role_permission', newGrants);
  const pages = [...new Set(newButtons.map((row) => String(row.parentId)))];
  if (pages.length) await trx.updateTable('sys_permission').set({ isLeaf: 0 }).where('id', 'in', pages).execute();
}
