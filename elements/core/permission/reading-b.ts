import { hasStatus, hasType, listsAction, type AuthEntry, type PermissionLists } from './auth-entry';

const type2 = (entries: readonly AuthEntry[]) => entries.filter((entry) => hasType(entry, '2'));

/** Reading B (JeecgBoot's `disabledAuthFilter`): see permission-reading.ts. */
export function allowedByReadingB(action: string, lists: PermissionLists): boolean {
  if (listsAction(type2(lists.formPermissions ?? []), action)) return true;
  // The first system rule for the action decides, as in JeecgBoot.
  const rule = type2(lists.allAuth).find((entry) => listsAction([entry], action));
  if (rule && hasStatus(rule, '0')) return false;
  const hasDefaultRule = rule !== undefined;
  const grants = type2(lists.auth);
  if (grants.length === 0) return hasDefaultRule;
  if (listsAction(grants, action)) return false;
  return hasDefaultRule;
}
