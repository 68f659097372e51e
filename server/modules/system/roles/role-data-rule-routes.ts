import type { FastifyPluginAsync } from 'fastify';
import { fail, ok, okMessage, requireCaller } from '../../../http';
import { dataRuleMessages, systemMessages } from '../../../messages';
import { ADMIN_ROLE_CODE, assertGrantable, isAdministrator } from '../escalation-guard';
import { idList } from '../id-list';

interface GrantParams {
  permissionId: string;
  roleId: string;
}

interface SaveBody extends GrantParams {
  dataRuleIds?: string | null;
}

const id = { type: 'string', minLength: 1, maxLength: 64 } as const;
const paramsSchema = {
  type: 'object',
  required: ['permissionId', 'roleId'],
  properties: { permissionId: id, roleId: id },
} as const;
const bodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['permissionId', 'roleId'],
  properties: { permissionId: id, roleId: id, dataRuleIds: { type: ['string', 'null'], maxLength: 1000 } },
} as const;

/** Granting a page's data rules to a role is part of granting the page: the role grant button. */
const AUTHORIZE = 'role:authorize';

/**
 * JeecgBoot's `/sys/role/datarule`: which of a page's data rules a role's grant of the page
 * carries (`sys_role_permission.data_rule_ids`). The rules then narrow what the role's holders
 * see and change on that page (modules/online/scope). The page must be granted to the role first.
 */
export const roleDataRuleRoutes: FastifyPluginAsync = async (app) => {
  const rulesOf = (permissionId: string) =>
    app.db
      .selectFrom('sys_permission_data_rule')
      .selectAll()
      .where('permissionId', '=', permissionId)
      .orderBy('createTime')
      .orderBy('id')
      .execute();
  const grantOf = (permissionId: string, roleId: string) =>
    app.db
      .selectFrom('sys_role_permission')
      .select(['id', 'dataRuleIds'])
      .where('permissionId', '=', permissionId)
      .where('roleId', '=', roleId)
      .executeTakeFirst();

  app.get<{ Params: GrantParams }>(
    '/sys/role/datarule/:permissionId/:roleId',
    { config: { permission: AUTHORIZE }, schema: { params: paramsSchema } },
    async (request) => {
      const { permissionId, roleId } = request.params;
      const rules = await rulesOf(permissionId);
      if (!rules.length) return fail(dataRuleMessages.noRulesOfMenu);
      const checked = idList((await grantOf(permissionId, roleId))?.dataRuleIds);
      return ok({ datarule: rules, ...(checked.length ? { drChecked: checked.join(',') } : {}) });
    },
  );

  app.post<{ Body: SaveBody }>(
    '/sys/role/datarule',
    { config: { permission: AUTHORIZE }, schema: { body: bodySchema } },
    async (request) => {
      const caller = requireCaller(request);
      const { permissionId, roleId } = request.body;
      const role = await app.db
        .selectFrom('sys_role')
        .select(['id', 'roleCode'])
        .where('id', '=', roleId)
        .executeTakeFirst();
      if (!role) return fail(systemMessages.roleNotFound);
      if (role.roleCode === ADMIN_ROLE_CODE && !(await isAdministrator(app.db, caller.userId)))
        return fail(systemMessages.adminRoleProtected);
      // Taking a rule off widens what the role sees: only within the caller's own grants.
      await assertGrantable(app.db, caller, [permissionId]);
      const grant = await grantOf(permissionId, roleId);
      if (!grant) return fail(dataRuleMessages.saveMenuGrantFirst);
      const wanted = idList(request.body.dataRuleIds);
      const ofPage = new Set((await rulesOf(permissionId)).map((rule) => rule.id));
      if (wanted.some((ruleId) => !ofPage.has(ruleId))) return fail(dataRuleMessages.unknownRuleOfMenu);
      await app.db
        .updateTable('sys_role_permission')
        .set({ dataRuleIds: wanted.length ? wanted.join(',') : null })
        .where('id', '=', grant.id)
        .execute();
      return okMessage(dataRuleMessages.saved);
    },
  );
};
