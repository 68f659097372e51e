import type { FastifyPluginAsync } from 'fastify';
import { formatDateTime } from '../../../db';
import { fail, ok, okMessage, requireCaller } from '../../../http';
import { systemMessages } from '../../../messages';
import { sentFieldsOnly } from '../sent-fields';
import { PUBLIC_USER_COLUMNS, toPublicUser } from '../user-view';
import { birthdayOf, profileProperties, profileRefusal } from './user-fields';

/** What a user may change of their own account: base information, never access or identity. */
const selfProperties = {
  realname: profileProperties.realname,
  avatar: profileProperties.avatar,
  birthday: profileProperties.birthday,
  sex: profileProperties.sex,
  email: profileProperties.email,
  phone: profileProperties.phone,
  telephone: profileProperties.telephone,
} as const;

interface SelfEditBody {
  /** The account settings form sends the caller's own id and username back; another user's is refused. */
  id?: string;
  username?: string;
  realname?: string;
  avatar?: string | null;
  birthday?: string | null;
  sex?: number | null;
  email?: string | null;
  phone?: string | null;
  telephone?: string | null;
}

/**
 * Roles, departments, status, password, work number and the rest are not declared here, so they
 * are left out of the body before it is read (http/declared-fields.ts): a form cannot slip them in.
 */
const selfEditSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    id: { type: 'string', minLength: 1, maxLength: 64 },
    username: { type: 'string', maxLength: 100 },
    ...selfProperties,
  },
} as const;

const selfColumns = (body: SelfEditBody) => ({
  realname: body.realname,
  avatar: body.avatar || null,
  birthday: birthdayOf(body.birthday),
  sex: body.sex ?? null,
  email: body.email || null,
  phone: body.phone || null,
  telephone: body.telephone || null,
});

/**
 * The account settings page (JeecgBoot's "vue3 user settings" endpoints): read and edit one's own
 * base information. Any signed-in user, on their own row only: JeecgBoot checked a button code
 * ('system:user:setting:edit') every role would need, and took any field of the user record.
 */
export const userSelfRoutes: FastifyPluginAsync = async (app) => {
  app.get('/sys/user/login/setting/getUserData', { config: { selfService: true } }, async (request) => {
    const { userId } = requireCaller(request);
    const row = await app.db
      .selectFrom('sys_user')
      .select(PUBLIC_USER_COLUMNS)
      .where('id', '=', userId)
      .where('delFlag', '=', 0)
      .executeTakeFirst();
    return row ? ok(toPublicUser(row)) : fail(systemMessages.selfNotFound);
  });

  app.route<{ Body: SelfEditBody }>({
    method: ['POST', 'PUT'],
    url: '/sys/user/login/setting/userEdit',
    config: { selfService: true },
    schema: { body: selfEditSchema },
    handler: async (request) => {
      const caller = requireCaller(request);
      const body = request.body;
      if (
        (body.id !== undefined && body.id !== caller.userId) ||
        (body.username !== undefined && body.username !== caller.username)
      ) {
        return fail(systemMessages.selfOnly);
      }
      const user = await app.db
        .selectFrom('sys_user')
        .select('id')
        .where('id', '=', caller.userId)
        .where('delFlag', '=', 0)
        .executeTakeFirst();
      if (!user) return fail(systemMessages.selfNotFound);
      const refusal = await profileRefusal(
        app.db,
        { realname: body.realname ?? '', email: body.email, phone: body.phone },
        user.id,
      );
      if (refusal) return refusal;
      const changes = sentFieldsOnly(selfColumns(body), body);
      await app.db
        .updateTable('sys_user')
        .set({ ...changes, updateBy: caller.username, updateTime: formatDateTime(app.clock()) })
        .where('id', '=', user.id)
        .execute();
      return okMessage(systemMessages.selfEdited);
    },
  });
};
