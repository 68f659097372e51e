import type { FastifyPluginAsync } from 'fastify';
import { formatDateTime, newId } from '../../db';
import { fail, okMessage } from '../../http';
import { authMessages, systemMessages } from '../../messages';
import { hashPassword, meetsPasswordRule } from '../../security';

/** What the user form sends (JeecgBoot's UserModal), nothing else is accepted. */
interface UserAddBody {
  username: string;
  realname: string;
  password: string;
  confirmpassword?: string;
  workNo?: string;
  post?: string;
  selectedroles?: string;
  selecteddeparts?: string;
  userIdentity?: number;
  departIds?: string;
  relTenantIds?: string;
  avatar?: string;
  birthday?: string;
  sex?: number;
  email?: string;
  phone?: string;
  telephone?: string;
  activitiSync?: string;
}

const optionalText = (maxLength: number) => ({ type: ['string', 'null'], maxLength });

const userAddSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['username', 'realname', 'password'],
  properties: {
    // Letters, digits and underscore, 4 to 32 characters (the console's rule, enforced here too).
    username: { type: 'string', pattern: '^[A-Za-z0-9_]{4,32}$' },
    realname: { type: 'string', minLength: 1, maxLength: 100 },
    password: { type: 'string', maxLength: 64 },
    confirmpassword: { type: 'string', maxLength: 64 },
    workNo: optionalText(100),
    post: optionalText(255),
    selectedroles: optionalText(2000),
    selecteddeparts: optionalText(2000),
    userIdentity: { type: ['integer', 'null'], enum: [1, 2, null] },
    departIds: optionalText(2000),
    relTenantIds: optionalText(255),
    avatar: optionalText(255),
    birthday: { type: ['string', 'null'], pattern: '^(\\d{4}-\\d{2}-\\d{2})?$' },
    sex: { type: ['integer', 'null'], enum: [1, 2, null] },
    email: optionalText(100),
    phone: optionalText(45),
    telephone: optionalText(45),
    activitiSync: optionalText(10),
  },
} as const;

const idList = (text: string | undefined) => (text ?? '').split(',').map((id) => id.trim()).filter(Boolean);

/** `POST /sys/user/add`: needs the 'user:add' button permission. */
export const userAddRoute: FastifyPluginAsync = async (app) => {
  app.post<{ Body: UserAddBody }>(
    '/sys/user/add',
    { config: { permission: 'user:add' }, schema: { body: userAddSchema } },
    async (request) => {
      const body = request.body;
      if (body.confirmpassword !== undefined && body.confirmpassword !== body.password) return fail(authMessages.passwordsDiffer);
      if (!meetsPasswordRule(body.password)) return fail(authMessages.passwordRule);
      const taken = await app.db.selectFrom('sys_user').select('id').where('username', '=', body.username).executeTakeFirst();
      if (taken) return fail(systemMessages.usernameTaken);

      const roleIds = idList(body.selectedroles);
      const departIds = idList(body.selecteddeparts);
      const roles = roleIds.length ? await app.db.selectFrom('sys_role').select('id').where('id', 'in', roleIds).execute() : [];
      if (roles.length !== new Set(roleIds).size) return fail(systemMessages.unknownRole);
      const departs = departIds.length
        ? await app.db.selectFrom('sys_depart').select(['id', 'orgCode']).where('id', 'in', departIds).orderBy('departOrder').execute()
        : [];
      if (departs.length !== new Set(departIds).size) return fail(systemMessages.unknownDepart);

      const id = newId();
      const now = formatDateTime(app.clock());
      const stored = await hashPassword(body.password);
      await app.db.transaction().execute(async (trx) => {
        await trx
          .insertInto('sys_user')
          .values({
            id,
            username: body.username,
            realname: body.realname,
            ...stored,
            avatar: body.avatar || null,
            birthday: body.birthday || null,
            sex: body.sex ?? null,
            email: body.email || null,
            phone: body.phone || null,
            telephone: body.telephone || null,
            workNo: body.workNo || null,
            post: body.post || null,
            orgCode: departs[0]?.orgCode ?? null,
            userIdentity: body.userIdentity ?? 1,
            departIds: body.departIds || null,
            relTenantIds: body.relTenantIds || null,
            createBy: request.caller?.username ?? null,
            createTime: now,
            updateBy: null,
            updateTime: null,
          })
          .execute();
        for (const role of roles) await trx.insertInto('sys_user_role').values({ id: newId(), userId: id, roleId: role.id }).execute();
        for (const depart of departs) await trx.insertInto('sys_user_depart').values({ id: newId(), userId: id, depId: depart.id }).execute();
      });
      return okMessage(systemMessages.addSucceeded);
    },
  );
};
