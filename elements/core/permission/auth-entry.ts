/**
 * One button rule or grant, as getUserPermissionByToken answers them (`auth[]` and `allAuth[]`).
 * Servers send `type` and `status` as strings or numbers; both are accepted.
 */
export interface AuthEntry {
  action?: string | null;
  type?: string | number | null;
  status?: string | number | null;
  describe?: string | null;
}

/** The session's two lists and, in a flow form, the form's own list. */
export interface PermissionLists {
  /** The form's own permission list (a flow node's `formData.permissionList`), checked first. */
  formPermissions?: readonly AuthEntry[] | null;
  /** What the user holds (`result.auth`). */
  auth: readonly AuthEntry[];
  /** Every button rule of the system (`result.allAuth`). */
  allAuth: readonly AuthEntry[];
}

export const hasType = (entry: AuthEntry, type: '1' | '2'): boolean => String(entry.type ?? '') === type;

export const hasStatus = (entry: AuthEntry, status: '0' | '1'): boolean => String(entry.status ?? '') === status;

/** An entry's action may be a comma-separated list; each listed action counts on its own. */
export function actionsOf(entry: AuthEntry): string[] {
  return String(entry.action ?? '')
    .split(',')
    .map((action) => action.trim())
    .filter((action) => action.length > 0);
}
