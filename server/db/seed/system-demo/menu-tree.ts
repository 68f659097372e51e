import type { Insertable } from 'kysely';
import type { SysPermissionTable } from '../../schema';
import { newId } from '../../ids';

/** A button permission under a page: its code (e.g. 'user:add') and what the role editor shows. */
export interface ButtonSeed {
  code: string;
  name: string;
  /** '1' visible when granted (default), '2' shown disabled when not granted. */
  type?: '1' | '2';
}

/** A menu entry as written in the seed; `key` names it for role grants. */
export interface MenuSeed {
  key: string;
  name: string;
  url: string;
  /** A JeecgBoot Vue 2 component name (see api-contract.md "Menu component names"). */
  component: string;
  icon?: string;
  redirect?: string;
  componentName?: string;
  hidden?: boolean;
  alwaysShow?: boolean;
  keepAlive?: boolean;
  /** false: shown in the menu but not registered as a route (the console owns the path). */
  isRoute?: boolean;
  internalOrExternal?: boolean;
  buttons?: readonly ButtonSeed[];
  children?: readonly MenuSeed[];
}

/** A row to insert plus what the grants need to know about it. */
export interface PermissionSeedRow {
  row: Insertable<SysPermissionTable>;
  /** Keys of this entry and of every menu above it. */
  path: readonly string[];
  /** The button code, for buttons. */
  code?: string;
}

/*
 * Every row names every column: a multi-row insert fills a column missing from some rows with
 * NULL on SQLite (it has no DEFAULT in VALUES), which the NOT NULL flags refuse.
 */
const buttonFlags = { alwaysShow: 0, isRoute: 1, isLeaf: 1, keepAlive: 0, hidden: 0, internalOrExternal: 0 };
const validAndPresent = { status: '1', delFlag: 0 };

/** The usual buttons of a list page, coded '<prefix>:<action>'. */
export function crudButtons(prefix: string, extra: readonly ButtonSeed[] = []): ButtonSeed[] {
  return [
    { code: `${prefix}:add`, name: '添加' },
    { code: `${prefix}:edit`, name: '编辑' },
    { code: `${prefix}:delete`, name: '删除' },
    { code: `${prefix}:batch_delete`, name: '批量删除' },
    { code: `${prefix}:import`, name: '导入' },
    { code: `${prefix}:export`, name: '导出' },
    ...extra,
  ];
}

/** Flattens the tree into rows: top menus are type 0, pages below them 1, buttons 2. */
export function flattenMenus(
  menus: readonly MenuSeed[],
  createTime: string,
  parent?: { id: string; path: readonly string[] },
): PermissionSeedRow[] {
  const rows: PermissionSeedRow[] = [];
  menus.forEach((menu, index) => {
    const id = newId();
    const path = [...(parent?.path ?? []), menu.key];
    const hasChildren = Boolean(menu.children?.length || menu.buttons?.length);
    rows.push({
      path,
      row: {
        id,
        parentId: parent?.id ?? null,
        name: menu.name,
        url: menu.url,
        component: menu.component,
        componentName: menu.componentName ?? null,
        redirect: menu.redirect ?? null,
        menuType: parent ? 1 : 0,
        perms: null,
        permsType: null,
        sortNo: index + 1,
        icon: menu.icon ?? null,
        alwaysShow: menu.alwaysShow ? 1 : 0,
        isRoute: menu.isRoute === false ? 0 : 1,
        isLeaf: hasChildren ? 0 : 1,
        keepAlive: menu.keepAlive ? 1 : 0,
        hidden: menu.hidden ? 1 : 0,
        internalOrExternal: menu.internalOrExternal ? 1 : 0,
        description: null,
        ...validAndPresent,
        createBy: 'admin',
        createTime,
        updateBy: null,
        updateTime: null,
      },
    });
    (menu.buttons ?? []).forEach((button, buttonIndex) => {
      rows.push({
        path,
        code: button.code,
        row: {
          id: newId(),
          parentId: id,
          name: button.name,
          url: null,
          component: null,
          componentName: null,
          redirect: null,
          menuType: 2,
          perms: button.code,
          permsType: button.type ?? '1',
          sortNo: buttonIndex + 1,
          icon: null,
          ...buttonFlags,
          description: null,
          ...validAndPresent,
          createBy: 'admin',
          createTime,
          updateBy: null,
          updateTime: null,
        },
      });
    });
    rows.push(...flattenMenus(menu.children ?? [], createTime, { id, path }));
  });
  return rows;
}
