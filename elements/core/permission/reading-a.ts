import type { PermissionLists } from './auth-entry';
import { listIndex } from './list-index';

/** Reading A (JeecgBoot's `v-has`): see permission-reading.ts. */
export function allowedByReadingA(action: string, lists: PermissionLists): boolean {
  if (listIndex(lists.formPermissions ?? []).notType2.has(action)) return true;
  // A rule switched off (status '0') takes the button out of permission control.
  if (listIndex(lists.allAuth).notType2SwitchedOff.has(action)) return true;
  return listIndex(lists.auth).notType2.has(action);
}
