import type { Kysely } from 'kysely';
import type { PermissionRow } from '../../access';
import type { Database } from '../../db';

/** `/online/cgformList/:code` and its kin: a route whose last segment is a parameter. */
const isParametrised = (url: string | null) => Boolean(url && /\/:[A-Za-z]\w*$/.test(url));

/**
 * The menu rows a user's online pages need to be opened: JeecgBoot's hidden parametrised routes
 * (and the entries above them) whose component draws one of the user's route '0' online pages.
 * JeecgBoot makes an administrator grant them by hand beside every page; a role made later
 * without them would show its online pages nowhere. They carry no data and no button, and the
 * data behind each page stays guarded by its own permission, so they come with the pages.
 */
export async function withParametrisedRoutes(
  db: Kysely<Database>,
  granted: readonly PermissionRow[],
): Promise<PermissionRow[]> {
  const pageComponents = new Set(
    granted
      .filter((row) => row.menuType !== 2 && !row.isRoute && !isParametrised(row.url) && row.component)
      .map((row) => row.component as string),
  );
  if (!pageComponents.size) return [...granted];
  const held = new Set(granted.map((row) => row.id));
  const all = await db
    .selectFrom('sys_permission')
    .selectAll()
    .where('delFlag', '=', 0)
    .where('menuType', '!=', 2)
    .execute();
  const byId = new Map(all.map((row) => [row.id, row]));
  const added = new Map<string, PermissionRow>();
  for (const route of all) {
    if (!route.isRoute || !isParametrised(route.url) || !route.component || !pageComponents.has(route.component))
      continue;
    for (
      let row: PermissionRow | undefined = route;
      row && !held.has(row.id) && !added.has(row.id);
      row = row.parentId ? byId.get(row.parentId) : undefined
    ) {
      added.set(row.id, row);
    }
  }
  return [...granted, ...added.values()];
}
