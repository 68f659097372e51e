import type { FastifyInstance, FastifyRequest } from 'fastify';
import { formatDateTime } from '../../../db';
import { NO_TENANT } from '../../../access';
import { ApiError, noAuthorisation, requireCaller } from '../../../http';
import { tenancyMessages } from '../../../messages';
import type { Audit } from '../records/store';
import { farmResources } from '../../../resources';

/** The button actions of a resource: its permission codes are `<prefix>:<action>`. */
export type ResourceAction = 'list' | 'add' | 'edit' | 'delete' | 'batch_delete' | 'import' | 'export';

export function permissionCode(prefix: string, action: string): string {
  return `${prefix}:${action}`;
}

/**
 * The route config of a route whose resource comes from the URL: the button of one of `actions`
 * over any resource (a caller holding none is refused before anything is read), while the handler
 * checks the one the URL names with `requireButton`.
 */
export function anyResourceButton(...actions: ResourceAction[]): { permission: readonly string[] } {
  return {
    permission: actions.flatMap((action) =>
      farmResources.map((resource) => permissionCode(resource.permission, action)),
    ),
  };
}

/**
 * For routes whose resource comes from the URL (the online-form API by code), where the route
 * config cannot name the button: the caller's roles must grant it, else code 510.
 */
export async function requireButton(app: FastifyInstance, request: FastifyRequest, code: string): Promise<void> {
  const caller = requireCaller(request);
  const { buttons } = await app.grants.grantsOf(app.db, caller.userId);
  if (!buttons.has(code)) throw noAuthorisation();
}

/**
 * Who writes, when, in which tenant and from which department: the columns the server sets on a
 * write (none of them is ever taken from the request's body).
 */
export async function auditOf(app: FastifyInstance, request: FastifyRequest): Promise<Audit> {
  const caller = requireCaller(request);
  if (request.tenantId === NO_TENANT) throw new ApiError(tenancyMessages.noTenantToWrite);
  const user = await app.db
    .selectFrom('sys_user')
    .select(['orgCode', 'realname'])
    .where('id', '=', caller.userId)
    .executeTakeFirst();
  return {
    username: caller.username,
    now: formatDateTime(app.clock()),
    tenantId: request.tenantId,
    orgCode: user?.orgCode ?? null,
    realname: user?.realname ?? null,
  };
}
