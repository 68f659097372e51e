import { actionsOf, hasStatus, hasType, type AuthEntry, type PermissionLists } from './auth-entry';

function prefixedActions(entries: readonly AuthEntry[], prefix: string): string[] {
  return entries.flatMap(actionsOf).filter((action) => action.length > prefix.length && action.startsWith(prefix));
}

/**
 * The type '1' (visibility) actions under `prefix` that the system switches on (status '1') but
 * the user's own list does not cover, with the prefix cut off: what must stay hidden.
 */
export function uncoveredPrefixedActions(prefix: string, lists: Pick<PermissionLists, 'auth' | 'allAuth'>): string[] {
  if (!prefix) return [];
  const visibility = (entry: AuthEntry) => hasType(entry, '1');
  const covered = new Set(prefixedActions(lists.auth.filter(visibility), prefix));
  const ruled = prefixedActions(
    lists.allAuth.filter((entry) => visibility(entry) && hasStatus(entry, '1')),
    prefix,
  );
  return [...new Set(ruled)].filter((action) => !covered.has(action)).map((action) => action.slice(prefix.length));
}

/** Button codes hidden by an authorisation prefix; the colon is appended, as in JeecgBoot. */
export function excludedButtonCodes(
  authPrefix: string | null | undefined,
  lists: Pick<PermissionLists, 'auth' | 'allAuth'>,
): string[] {
  if (!authPrefix) return [];
  const prefix = authPrefix.endsWith(':') ? authPrefix : `${authPrefix}:`;
  return uncoveredPrefixedActions(prefix, lists);
}

/** Whether a toolbar button shows; excluding batch_delete also hides remove. */
export function buttonShown(code: string, excludedCodes: readonly string[]): boolean {
  if (excludedCodes.includes(code)) return false;
  return !(code === 'remove' && excludedCodes.includes('batch_delete'));
}
