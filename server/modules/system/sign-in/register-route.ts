import type { FastifyPluginAsync } from 'fastify';
import { formatDateTime, newId } from '../../../db';
import { fail, okMessage } from '../../../http';
import { authMessages, signInMessages } from '../../../messages';
import { hashPassword, meetsPasswordRule } from '../../../security';
import { codeRefusal } from './code-refusal';
import { MOBILE_PATTERN, type SignInState } from './sign-in-state';

interface RegisterBody {
  username?: string;
  password: string;
  phone: string;
  smscode: string;
  email?: string | null;
}

const registerSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['password', 'phone', 'smscode'],
  properties: {
    username: { type: 'string', pattern: '^[A-Za-z0-9_]{4,32}$' },
    password: { type: 'string', minLength: 1, maxLength: 128 },
    phone: { type: 'string', pattern: MOBILE_PATTERN },
    smscode: { type: 'string', minLength: 1, maxLength: 16 },
    email: { type: ['string', 'null'], maxLength: 100, pattern: '^([^@\\s]+@[^@\\s]+\\.[^@\\s]+)?$' },
  },
} as const;

/** What a self-registered account may do: the guest role (home and personal pages). */
const REGISTERED_ROLE_CODE = 'guest';

/**
 * `POST /sys/user/register`: a new account from the register page, proved by a register code
 * sent to the phone. Without a username the phone is the username (JeecgBoot). The code is
 * checked before anything is said about names, phones or e-mails already taken.
 */
export const registerRoute: FastifyPluginAsync<SignInState> = async (app, { codes }) => {
  app.post<{ Body: RegisterBody }>(
    '/sys/user/register',
    { config: { public: true }, schema: { body: registerSchema } },
    async (request) => {
      const { password, phone, smscode } = request.body;
      const username = request.body.username || phone;
      const email = request.body.email || null;
      const refused = codeRefusal(await codes.check(phone, smscode, 'register'));
      if (refused) return refused;
      if (!meetsPasswordRule(password)) return fail(authMessages.passwordRule);
      if (await app.db.selectFrom('sys_user').select('id').where('username', '=', username).executeTakeFirst())
        return fail(signInMessages.usernameRegistered);
      if (
        await app.db
          .selectFrom('sys_user')
          .select('id')
          .where('phone', '=', phone)
          .where('delFlag', '=', 0)
          .executeTakeFirst()
      ) {
        return fail(signInMessages.phoneTakenOnRegister);
      }
      if (
        email &&
        (await app.db
          .selectFrom('sys_user')
          .select('id')
          .where('email', '=', email)
          .where('delFlag', '=', 0)
          .executeTakeFirst())
      ) {
        return fail(signInMessages.emailRegistered);
      }
      // Used up here, in one step: a second request with the same code, on any instance, is refused.
      const used = codeRefusal(await codes.consume(phone, smscode, 'register'));
      if (used) return used;

      const id = newId();
      const stored = await hashPassword(password);
      const role = await app.db
        .selectFrom('sys_role')
        .select('id')
        .where('roleCode', '=', REGISTERED_ROLE_CODE)
        .executeTakeFirst();
      await app.db.transaction().execute(async (trx) => {
        await trx
          .insertInto('sys_user')
          .values({
            id,
            username,
            realname: username,
            ...stored,
            avatar: null,
            birthday: null,
            sex: null,
            email,
            phone,
            telephone: null,
            workNo: null,
            post: null,
            orgCode: null,
            userIdentity: 1,
            departIds: null,
            relTenantIds: null,
            createBy: username,
            createTime: formatDateTime(app.clock()),
            updateBy: null,
            updateTime: null,
          })
          .execute();
        if (role) await trx.insertInto('sys_user_role').values({ id: newId(), userId: id, roleId: role.id }).execute();
      });
      return okMessage(signInMessages.registered);
    },
  );
};
