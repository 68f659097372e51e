import { hasStatus, type PermissionLists } from './auth-entry';
import { listIndex } from './list-index';

/** Reading B (JeecgBoot's `disabledAuthFilter`): see permission-reading.ts. */
export function allowedByReadingB(action: string, lists: PermissionLists): boolean {
  if (listIndex(lists.formPermissions ?? []).type2.has(action)) return true;
  // The first system rule for the action decides, as in JeecgBoot.
  const rule = listIndex(lists.allAuth).firstType2Rule.get(action);
  if (rule && hasStatus(rule, '0')) return false;
  const hasDefaultRule = rule !== undefined;
  const grants = listIndex(lists.auth);
  if (grants.type2Count === 0) return hasDefaultRule;
  if (grants.type2.has(action)) return false;
  return hasDefaultRule;
}
