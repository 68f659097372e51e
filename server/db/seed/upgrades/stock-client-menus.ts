import type { Transaction } from 'kysely';
import { newId } from '../../ids';
import type { Database } from '../../schema';
import { formatDateTime } from '../../time';
import { insertInChunks } from '../insert-in-chunks';
import type { Seed } from '../runner';
import { seededMenus } from '../system-demo/menus';
import { dataScreenAddress } from '../system-demo/menus-business';
import { ACCOUNT_COMPONENTS, EARLIER_ACCOUNT_COMPONENTS } from '../system-demo/menus-console';
import { ONLINE_COMPONENTS } from '../system-demo/menus-online';
import { flattenMenus } from '../system-demo/menu-tree';
import { insertMissingMenus } from './insert-missing-menus';

/*
 * The menu shape the stock JeecgBoot Vue 2 client opens (issue 26), on a database an earlier
 * version seeded: the hidden parametrised routes of the online pages, the online pages as route
 * '0', the account pages under that client's component names, and the data screens as external
 * pages on the API server. Only rows still exactly as an earlier seed wrote them are changed: a
 * menu an administrator edited is left alone. On a database seeded today nothing matches.
 */

/** The data screens' earlier entries: console paths the stock client has no route for. */
const EARLIER_SCREENS = [
  { url: '/map/dataScreen', screen: 'map' },
  { url: '/yield/dataScreen', screen: 'yield' },
] as const;

/** The online pages of the seed: their urls, which an earlier version registered as routes. */
function seededOnlinePageUrls(createTime: string): string[] {
  return flattenMenus(seededMenus, createTime)
    .map(({ row }) => row)
    .filter((row) => row.menuType !== 2 && row.isRoute === 0 && ONLINE_COMPONENTS.includes(String(row.component)))
    .map((row) => String(row.url));
}

/**
 * Grants each hidden parametrised route (and 在线开发 above it) to every role holding a page of
 * its component, seeded role or not: without it the stock client has no route for the role's
 * online pages. Answers how many grants were added.
 */
export async function grantParametrisedRoutes(trx: Transaction<Database>): Promise<number> {
  const pages = await trx
    .selectFrom('sys_permission')
    .select(['id', 'url', 'component', 'parentId'])
    .where('menuType', '!=', 2)
    .where('delFlag', '=', 0)
    .execute();
  const routes = pages.filter(
    (page) => page.url?.endsWith('/:code') && page.component && ONLINE_COMPONENTS.includes(page.component),
  );
  if (routes.length === 0) return 0;
  const grants = await trx.selectFrom('sys_role_permission').select(['roleId', 'permissionId']).execute();
  const held = new Set(grants.map((grant) => `${grant.roleId}/${grant.permissionId}`));
  const added: { id: string; roleId: string; permissionId: string; dataRuleIds: null }[] = [];
  const grant = (roleId: string, permissionId: string) => {
    if (held.has(`${roleId}/${permissionId}`)) return;
    held.add(`${roleId}/${permissionId}`);
    added.push({ id: newId(), roleId, permissionId, dataRuleIds: null });
  };
  for (const route of routes) {
    const pageIds = new Set(
      pages.filter((page) => page.component === route.component && !page.url?.includes(':')).map((page) => page.id),
    );
    const roles = new Set(grants.filter((entry) => pageIds.has(entry.permissionId)).map((entry) => entry.roleId));
    for (const roleId of roles) {
      grant(roleId, route.id);
      if (route.parentId) grant(roleId, route.parentId);
    }
  }
  await insertInChunks(trx, 'sys_role_permission', added);
  return added.length;
}

export const stockClientMenusSeed: Seed = {
  name: 'upgrade-stock-client-menus',
  async run(trx, context) {
    const createTime = formatDateTime(context.now);
    const routes = await insertMissingMenus(trx, ['online'], createTime);
    const grants = await grantParametrisedRoutes(trx);
    const pages = await trx
      .updateTable('sys_permission')
      .set({ isRoute: 0 })
      .where('url', 'in', seededOnlinePageUrls(createTime))
      .where('component', 'in', [...ONLINE_COMPONENTS])
      .where('menuType', '!=', 2)
      .where('isRoute', '=', 1)
      .executeTakeFirst();
    for (const key of ['center', 'settings'] as const) {
      await trx
        .updateTable('sys_permission')
        .set({ component: ACCOUNT_COMPONENTS[key] })
        .where('component', '=', EARLIER_ACCOUNT_COMPONENTS[key])
        .where('menuType', '!=', 2)
        .execute();
    }
    for (const { url, screen } of EARLIER_SCREENS) {
      await trx
        .updateTable('sys_permission')
        .set({ url: dataScreenAddress(screen), component: 'layouts/IframePageView', isRoute: 1, internalOrExternal: 1 })
        .where('url', '=', url)
        .where('component', '=', 'layouts/BlankLayout')
        .where('isRoute', '=', 0)
        .execute();
    }
    const reshaped = Number(pages.numUpdatedRows);
    if (routes + grants + reshaped > 0) {
      return () =>
        context.log.info(
          `upgrade seed: ${routes} online routes, ${grants} grants added; ${reshaped} online pages opened by path`,
        );
    }
  },
};
