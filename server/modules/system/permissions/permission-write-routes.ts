import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import { formatDateTime, newId, type Database } from '../../../db';
import { fail, okMessage, requireCaller, type Envelope } from '../../../http';
import { systemMessages } from '../../../messages';
import { assertButtonCodesHeld } from '../escalation-guard';
import { sentFieldsOnly } from '../sent-fields';
import { permissionAddSchema, permissionColumns, permissionEditSchema, type PermissionBody } from './permission-body';
import { refreshLeafFlags } from './leaf-flags';
import { menuAddressRefusal } from './menu-address';

/** A page or button needs an existing parent that is not a button; an entry is never below itself. */
async function parentRefusal(
  db: Kysely<Database>,
  parentId: string | null,
  menuType: number,
  selfId?: string,
): Promise<Envelope<null> | null> {
  if (menuType === 0) return null;
  if (!parentId) return fail(systemMessages.permissionParentRequired);
  const rows = await db
    .selectFrom('sys_permission')
    .select(['id', 'parentId', 'menuType'])
    .where('delFlag', '=', 0)
    .execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  const parent = byId.get(parentId);
  if (!parent || parent.menuType === 2) return fail(systemMessages.permissionParentUnknown);
  const above = new Set<string>();
  for (let at: string | null = parentId; at && !above.has(at); at = byId.get(at)?.parentId ?? null) {
    if (at === selfId) return fail(systemMessages.permissionParentLoop);
    above.add(at);
  }
  return null;
}

/** `POST /sys/permission/add` and `PUT|POST /sys/permission/edit` (JeecgBoot accepts both for edit). */
export const permissionWriteRoutes: FastifyPluginAsync = async (app) => {
  app.post<{ Body: PermissionBody }>(
    '/sys/permission/add',
    { config: { permission: 'permission:add' }, schema: { body: permissionAddSchema } },
    async (request) => {
      const caller = requireCaller(request);
      const columns = permissionColumns(request.body);
      const refused =
        menuAddressRefusal(request.body, columns.component) ??
        (await parentRefusal(app.db, columns.parentId, columns.menuType));
      if (refused) return refused;
      await assertButtonCodesHeld(app.db, caller, columns.perms);
      await app.db.transaction().execute(async (trx) => {
        await trx
          .insertInto('sys_permission')
          .values({
            id: newId(),
            ...columns,
            isLeaf: 1,
            delFlag: 0,
            createBy: caller.username,
            createTime: formatDateTime(app.clock()),
            updateBy: null,
            updateTime: null,
          })
          .execute();
        await refreshLeafFlags(trx, [columns.parentId]);
      });
      return okMessage(systemMessages.addSucceeded);
    },
  );

  app.route<{ Body: PermissionBody & { id: string } }>({
    method: ['PUT', 'POST'],
    url: '/sys/permission/edit',
    config: { permission: 'permission:edit' },
    schema: { body: permissionEditSchema },
    handler: async (request) => {
      const caller = requireCaller(request);
      const id = request.body.id;
      const current = await app.db
        .selectFrom('sys_permission')
        .select(['id', 'parentId', 'perms'])
        .where('id', '=', id)
        .where('delFlag', '=', 0)
        .executeTakeFirst();
      if (!current) return fail(systemMessages.notFound);
      const columns = permissionColumns(request.body);
      const refused =
        menuAddressRefusal(request.body, columns.component) ??
        (await parentRefusal(app.db, columns.parentId, columns.menuType, id));
      if (refused) return refused;
      // Editing an entry whose codes one does not hold is refused too: its status could be flipped.
      await assertButtonCodesHeld(app.db, caller, current.perms);
      await assertButtonCodesHeld(app.db, caller, columns.perms);
      await app.db.transaction().execute(async (trx) => {
        await trx
          .updateTable('sys_permission')
          .set({
            ...sentFieldsOnly(columns, request.body, { isRoute: 'route' }),
            menuType: columns.menuType,
            parentId: columns.parentId,
            updateBy: caller.username,
            updateTime: formatDateTime(app.clock()),
          })
          .where('id', '=', id)
          .execute();
        await refreshLeafFlags(trx, [current.parentId, columns.parentId]);
      });
      return okMessage(systemMessages.editSucceeded);
    },
  });
};
