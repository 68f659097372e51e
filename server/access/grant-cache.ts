import type { Kysely, RootOperationNode } from 'kysely';
import type { Database } from '../db';
import { changesTables, TableCache } from '../db/table-cache';
import { grantedButtonCodes, roleCodesOf } from './grants';

/** What a user holds, as the caller hook checks it. */
export interface UserGrants {
  roles: ReadonlySet<string>;
  buttons: ReadonlySet<string>;
}

/** Every table whose rows decide a user's roles, button codes, data rules and the tenants open to work in. */
const GRANT_TABLES: ReadonlySet<string> = new Set([
  'sys_user',
  'sys_user_role',
  'sys_role',
  'sys_role_permission',
  'sys_permission',
  'sys_permission_data_rule',
  'sys_user_depart',
  'sys_depart',
  'sys_depart_role',
  'sys_depart_role_user',
  'sys_depart_role_permission',
  'sys_tenant',
]);
/** Beyond this many kept values (a few per signed-in user) the cache starts over. */
const MAX_VALUES = 20_000;

/** A write that may change someone's grants: any write naming a grant table, and any raw statement that is not a plain read. */
export function changesGrants(node: RootOperationNode): boolean {
  return changesTables(node, GRANT_TABLES);
}

/**
 * The roles and button codes of each user, and what else the grant tables alone decide for a
 * user (the data rules of a page), read once and kept until a write touches a grant table: the
 * caller hook then answers from memory instead of reading every code of the caller's roles on
 * each request. A removed grant or role takes effect on the next request. Sessions and user
 * status are not cached: `resolveSession` reads them on every request.
 */
export class GrantCache extends TableCache {
  constructor() {
    super(GRANT_TABLES, MAX_VALUES);
  }

  grantsOf(db: Kysely<Database>, userId: string): Promise<UserGrants> {
    return this.remember(`${userId} grants`, async () => ({
      roles: await roleCodesOf(db, userId),
      buttons: await grantedButtonCodes(db, userId),
    }));
  }

  /**
   * The ids of the tenants that are not frozen, which every request checks its tenant against: a
   * short table, read whole once and kept until a write touches it.
   */
  activeTenants(db: Kysely<Database>): Promise<ReadonlySet<number>> {
    return this.remember(
      // Not a user's key: those start with the user id, and no id is empty.
      ' active tenants',
      async () =>
        new Set(
          (await db.selectFrom('sys_tenant').select('id').where('status', '=', 1).execute()).map((row) => row.id),
        ),
    );
  }

  /** Something else kept for a user until the grants change, under the caller's `key`. */
  rememberFor<T>(userId: string, key: string, read: () => Promise<T>): Promise<T> {
    return this.remember(`${userId} ${key}`, read);
  }
}
