import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { refused, callerHolds, fail, noAuthorisation, ok, requireCaller } from '../../../http';
import { systemMessages } from '../../../messages';
import { idQuerySchema } from '../id-list';
import { USER_DIRECTORY } from './user-list-route';
import { departsOfUser, PUBLIC_USER_COLUMNS, toPublicUser } from '../user-view';

/** The fields `checkOnlyUser` may be asked about, each with the answer when it is taken. */
const UNIQUE_FIELDS = {
  username: () => systemMessages.usernameTaken,
  phone: () => systemMessages.phoneTaken,
  email: () => systemMessages.emailTaken,
  workNo: () => systemMessages.workNoTaken,
} as const;
type UniqueField = keyof typeof UNIQUE_FIELDS;

const checkOnlyUserSchema = {
  type: 'object',
  properties: {
    id: { type: 'string', maxLength: 64 },
    username: { type: 'string', maxLength: 100 },
    phone: { type: 'string', maxLength: 45 },
    email: { type: 'string', maxLength: 100 },
    workNo: { type: 'string', maxLength: 100 },
  },
} as const;

/** Reads about one user: the record, its roles, whether a value is free, its departments. */
export const userQueryRoutes: FastifyPluginAsync = async (app) => {
  // Another user's record or roles are the user page's ('user:list'); one's own are the account pages'.
  const requireSelfOrDirectory = async (request: FastifyRequest, userId: string) => {
    if (userId !== requireCaller(request).userId && !(await callerHolds(app, request, USER_DIRECTORY)))
      throw noAuthorisation();
  };

  app.get<{ Querystring: { id: string } }>(
    '/sys/user/queryById',
    { config: { selfService: true }, schema: { querystring: idQuerySchema } },
    async (request) => {
      await requireSelfOrDirectory(request, request.query.id);
      const user = await app.db
        .selectFrom('sys_user')
        .select(PUBLIC_USER_COLUMNS)
        .where('id', '=', request.query.id)
        .where('delFlag', '=', 0)
        .executeTakeFirst();
      return user ? ok(toPublicUser(user)) : fail(systemMessages.notFound);
    },
  );

  // JeecgBoot names the parameter `userid` and answers a failure when the user has no role.
  app.get<{ Querystring: { userid: string } }>(
    '/sys/user/queryUserRole',
    {
      config: { selfService: true },
      schema: {
        querystring: {
          type: 'object',
          required: ['userid'],
          properties: { userid: { type: 'string', minLength: 1, maxLength: 64 } },
        },
      },
    },
    async (request) => {
      await requireSelfOrDirectory(request, request.query.userid);
      const rows = await app.db
        .selectFrom('sys_user_role')
        .select('roleId')
        .where('userId', '=', request.query.userid)
        .execute();
      return rows.length ? ok(rows.map((row) => row.roleId)) : fail(systemMessages.userHasNoRole);
    },
  );

  app.get<{ Querystring: Partial<Record<UniqueField | 'id', string>> }>(
    '/sys/user/checkOnlyUser',
    // The user form's check: to anyone else it would tell whose phone or e-mail is registered.
    { config: { permission: ['user:add', 'user:edit'] }, schema: { querystring: checkOnlyUserSchema } },
    async (request) => {
      const { id, ...values } = request.query;
      const asked = (Object.keys(UNIQUE_FIELDS) as UniqueField[]).filter((field) => values[field]);
      if (!asked.length) throw refused(systemMessages.checkOnlyUserNothing);
      for (const field of asked) {
        let query = app.db
          .selectFrom('sys_user')
          .select('id')
          .where(field, '=', values[field] as string);
        // The edit form asks with the user's own id: their current value is not "taken".
        if (id) query = query.where('id', '<>', id);
        // A deleted user's name stays taken (records point at it); their phone or e-mail does not.
        if (field !== 'username') query = query.where('delFlag', '=', 0);
        if (await query.executeTakeFirst()) return fail(UNIQUE_FIELDS[field]());
      }
      return ok(true);
    },
  );

  app.get<{ Querystring: { userId: string } }>(
    '/sys/user/userDepartList',
    {
      config: { permission: USER_DIRECTORY },
      schema: {
        querystring: {
          type: 'object',
          required: ['userId'],
          properties: { userId: { type: 'string', minLength: 1, maxLength: 64 } },
        },
      },
    },
    async (request) => {
      const departs = await departsOfUser(app.db, request.query.userId);
      // JeecgBoot's DepartIdModel: what its tree selects read.
      return ok(departs.map((d) => ({ key: d.id, value: d.id, title: d.departName })));
    },
  );
};
