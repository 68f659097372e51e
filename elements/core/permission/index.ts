export type { AuthEntry, PermissionLists } from './auth-entry';
export { getPermissionReading, setPermissionReading, type PermissionReading } from './permission-reading';
export { hasPermission, type PermissionContext } from './has-permission';
export { uncoveredPrefixedActions, excludedButtonCodes, buttonShown } from './auth-prefix';
export { filterRoutesByPermission, type PermissionRoute } from './route-filter';
export { buttonAllowed, sessionExcludedButtonCodes } from './session-permission';
