import type { FastifyPluginAsync } from 'fastify';
import { formatDateTime, newId } from '../../../db';
import { fail, okMessage, requireCaller } from '../../../http';
import { authMessages, systemMessages } from '../../../messages';
import { hashPassword, meetsPasswordRule } from '../../../security';
import { assertRolesAssignable } from '../escalation-guard';
import { idList } from '../id-list';
import { profileColumns, profileProperties, profileRefusal, type ProfileBody } from './user-fields';
import { existingDeparts, existingRoles } from './user-links';

/** What the user form sends (JeecgBoot's UserModal); anything else it carries is left out before validation. */
interface UserAddBody extends ProfileBody {
  username: string;
  password: string;
  confirmpassword?: string;
}

const userAddSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['username', 'realname', 'password'],
  properties: {
    // Letters, digits and underscore, 4 to 32 characters (the console's rule, enforced here too).
    username: { type: 'string', pattern: '^[A-Za-z0-9_]{4,32}$' },
    password: { type: 'string', maxLength: 64 },
    confirmpassword: { type: 'string', maxLength: 64 },
    ...profileProperties,
  },
} as const;

/** `POST /sys/user/add`: needs 'user:add'; the roles given must not grant more than the caller holds. */
export const userAddRoute: FastifyPluginAsync = async (app) => {
  app.post<{ Body: UserAddBody }>(
    '/sys/user/add',
    { config: { permission: 'user:add' }, schema: { body: userAddSchema } },
    async (request) => {
      const caller = requireCaller(request);
      const body = request.body;
      if (body.confirmpassword !== undefined && body.confirmpassword !== body.password)
        return fail(authMessages.passwordsDiffer);
      if (!meetsPasswordRule(body.password)) return fail(authMessages.passwordRule);
      // Deleted users keep their name (their records still point at it), so it stays taken.
      const taken = await app.db
        .selectFrom('sys_user')
        .select('id')
        .where('username', '=', body.username)
        .executeTakeFirst();
      if (taken) return fail(systemMessages.usernameTaken);

      const roleIds = await existingRoles(app.db, idList(body.selectedroles));
      if (!roleIds) return fail(systemMessages.unknownRole);
      const departs = await existingDeparts(app.db, idList(body.selecteddeparts));
      if (!departs) return fail(systemMessages.unknownDepart);
      const refusal = await profileRefusal(app.db, body);
      if (refusal) return refusal;
      await assertRolesAssignable(app.db, caller, roleIds);

      const id = newId();
      const stored = await hashPassword(body.password);
      await app.db.transaction().execute(async (trx) => {
        await trx
          .insertInto('sys_user')
          .values({
            id,
            username: body.username,
            ...profileColumns(body),
            // Without tenants named, the new user joins the adder's current tenant (JeecgBoot's SaaS
            // mode does the same): a user of no tenant sees no business data.
            relTenantIds:
              idList(body.relTenantIds).join(',') || (request.tenantId > 0 ? String(request.tenantId) : null),
            ...stored,
            orgCode: departs[0]?.orgCode ?? null,
            createBy: caller.username,
            createTime: formatDateTime(app.clock()),
            updateBy: null,
            updateTime: null,
          })
          .execute();
        for (const roleId of roleIds)
          await trx.insertInto('sys_user_role').values({ id: newId(), userId: id, roleId }).execute();
        for (const depart of departs)
          await trx.insertInto('sys_user_depart').values({ id: newId(), userId: id, depId: depart.id }).execute();
      });
      return okMessage(systemMessages.addSucceeded);
    },
  );
};
