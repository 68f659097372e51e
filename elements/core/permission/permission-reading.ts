/**
 * The spec reports two readings of the button check (shell spec section 6, widgets spec
 * section 6) and leaves open which applies:
 * - 'A': JeecgBoot's `v-has` directive. Allowed when the form's own list holds the action;
 *   otherwise a status '0' (switched-off) rule in the system list leaves the button alone, and
 *   else the action must be among the user's non-type-2 grants.
 * - 'B': JeecgBoot's `disabledAuthFilter`. Type '2' entries are authorisation entries: the
 *   form's own type '2' entry allows; a status '0' system rule denies; with no user type '2'
 *   grants an enabled rule allows; a user grant for the action denies.
 *
 * Default 'A': it is the reading that decides whether a button is shown in JeecgBoot, so an
 * existing JeecgBoot permission table shows the same buttons here.
 */
export type PermissionReading = 'A' | 'B';

let reading: PermissionReading = 'A';

export function getPermissionReading(): PermissionReading {
  return reading;
}

export function setPermissionReading(next: PermissionReading): void {
  reading = next;
}
