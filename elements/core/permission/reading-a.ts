import { hasStatus, hasType, listsAction, type AuthEntry, type PermissionLists } from './auth-entry';

const notType2 = (entries: readonly AuthEntry[]) => entries.filter((entry) => !hasType(entry, '2'));

/** Reading A (JeecgBoot's `v-has`): see permission-reading.ts. */
export function allowedByReadingA(action: string, lists: PermissionLists): boolean {
  if (listsAction(notType2(lists.formPermissions ?? []), action)) return true;
  // A rule switched off (status '0') takes the button out of permission control.
  const switchedOff = notType2(lists.allAuth).filter((entry) => hasStatus(entry, '0'));
  if (listsAction(switchedOff, action)) return true;
  return listsAction(notType2(lists.auth), action);
}
