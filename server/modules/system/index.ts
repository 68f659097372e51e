import type { FastifyPluginAsync } from 'fastify';
import { monitorRoutes } from './logs';
import { managedListRoutes } from './managed';
import { permissionRoutes } from './permissions';
import { roleModuleRoutes } from './roles';
import { systemSheetRoutes } from './sheets';
import { signInRoutes } from './sign-in';
import { userRoutes } from './users';

/**
 * System administration: users, roles, the menu table and its grants, logs and online users,
 * gateway routes and data sources, the spreadsheets of the system lists, and the sign-in pages'
 * account calls. Departments, positions and tenants are in the org module (their spreadsheets
 * are here, with the other lists').
 */
export const systemModule: FastifyPluginAsync = async (app) => {
  await app.register(userRoutes);
  await app.register(roleModuleRoutes);
  await app.register(permissionRoutes);
  await app.register(monitorRoutes);
  await app.register(managedListRoutes);
  await app.register(systemSheetRoutes);
  await app.register(signInRoutes);
};

export { PUBLIC_USER_COLUMNS, toPublicUser, departsOfUser, departNamesByUser, moveOffLeftDeparts } from './user-view';
export type { PublicUser, Depart } from './user-view';
export { recordSessionEvent, LOG_TYPE } from './logs';
export { loginResult, identityServiceProvider, SMS_CODE_LIMITS, SMS_SEND_LIMIT } from './sign-in';
export type { MultiDepart, SignInSettings, SmsMessage, SmsPurpose, SmsSender, ThirdPartyProvider } from './sign-in';
export { userRecords } from './users';
export type { UserRecord } from './users';
export { departSubtreeIds } from './depart-subtree';
export { idList, requiredIds, idQuerySchema, idsQuerySchema } from './id-list';
export { sentFieldsOnly } from './sent-fields';
export {
  ADMIN_ROLE_CODE,
  assertGrantable,
  assertRolesAssignable,
  assertUsersManageable,
  isAdministrator,
} from './escalation-guard';
export { allPermissionRows, grantTreeAnswer, grantChanges, grantSaveSchema, livePermissionIds } from './permissions';
export type { GrantNode, PermissionNode } from './permissions';
export { isServableMenuAddress, menuAddressKind } from './permissions';
