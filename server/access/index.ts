/** Who is calling and what they may do: sessions behind tokens, and the grants of their roles. */
export { SESSION_LIFETIME_MS, startSession, resolveSession, endSession, endSessionsOf } from './sessions';
export { grantedPermissions, grantedButtonCodes, roleCodesOf, buttonCodes } from './grants';
export type { PermissionRow } from './grants';
export { GrantCache, changesGrants } from './grant-cache';
export type { UserGrants } from './grant-cache';
export { NO_TENANT, tenantsOfUser, chooseTenant } from './tenancy';
export type { TenantChoice } from './tenancy';
