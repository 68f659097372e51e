import type { FastifyPluginAsync } from 'fastify';
import { formatDateTime } from '../../db';
import { ApiError, fail, ok, requireCaller, ResultCode } from '../../http';
import { authMessages } from '../../messages';
import { departsOfUser, PUBLIC_USER_COLUMNS, toPublicUser } from '../system';

interface SelectDepartBody {
  username?: string;
  orgCode: string;
  loginTenantId?: number | null;
}

const selectDepartSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['orgCode'],
  properties: {
    username: { type: 'string', maxLength: 100 },
    orgCode: { type: 'string', minLength: 1, maxLength: 64 },
    // Vue 3 clients send their login tenant too: accepted, not used (the tenant-id header carries it per request).
    loginTenantId: { type: ['integer', 'null'] },
  },
} as const;

/** The caller's departments, and switching the current one. */
export const departRoutes: FastifyPluginAsync = async (app) => {
  app.get('/sys/user/getCurrentUserDeparts', { config: { selfService: true } }, async (request) => {
    const caller = requireCaller(request);
    const user = await app.db
      .selectFrom('sys_user')
      .select('orgCode')
      .where('id', '=', caller.userId)
      .executeTakeFirstOrThrow();
    return ok({ list: await departsOfUser(app.db, caller.userId), orgCode: user.orgCode });
  });

  // JeecgBoot declares PUT; the shell spec's client sends POST. Both are served.
  app.route<{ Body: SelectDepartBody }>({
    method: ['PUT', 'POST'],
    url: '/sys/selectDepart',
    config: { selfService: true },
    schema: { body: selectDepartSchema },
    handler: async (request) => {
      const caller = requireCaller(request);
      const { username, orgCode } = request.body;
      // JeecgBoot let anyone switch anyone's department; only your own here.
      if (username && username !== caller.username) {
        throw new ApiError(authMessages.notYourAccount, { code: ResultCode.noAuthorisation });
      }
      const departs = await departsOfUser(app.db, caller.userId);
      if (!departs.some((depart) => depart.orgCode === orgCode)) return fail(authMessages.departNotOwned);
      await app.db
        .updateTable('sys_user')
        .set({ orgCode, updateBy: caller.username, updateTime: formatDateTime(app.clock()) })
        .where('id', '=', caller.userId)
        .execute();
      const user = await app.db
        .selectFrom('sys_user')
        .select(PUBLIC_USER_COLUMNS)
        .where('id', '=', caller.userId)
        .executeTakeFirstOrThrow();
      return ok({ userInfo: toPublicUser(user) });
    },
  });
};
