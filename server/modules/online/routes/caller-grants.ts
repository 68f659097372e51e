import type { FastifyInstance, FastifyRequest } from 'fastify';
import { formatDateTime } from '../../../db';
import { noAuthorisation, requireCaller } from '../../../http';
import type { Audit } from '../records/store';

/** The button actions of a resource: its permission codes are `<prefix>:<action>`. */
export type ResourceAction = 'list' | 'add' | 'edit' | 'delete' | 'batch_delete' | 'import' | 'export';

export function permissionCode(prefix: string, action: string): string {
  return `${prefix}:${action}`;
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

/** Who writes and when, for the audit columns. */
export function auditOf(app: FastifyInstance, request: FastifyRequest): Audit {
  return { username: request.caller?.username ?? null, now: formatDateTime(app.clock()) };
}
