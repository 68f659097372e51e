import type { PermissionLists } from './auth-entry';
import { getPermissionReading, type PermissionReading } from './permission-reading';
import { allowedByReadingA } from './reading-a';
import { allowedByReadingB } from './reading-b';

export interface PermissionContext extends PermissionLists {
  /** Overrides the global setting for this one check. */
  reading?: PermissionReading;
}

/** Whether a button with this action is allowed, in the reading chosen by setPermissionReading. */
export function hasPermission(action: string, context: PermissionContext): boolean {
  const reading = context.reading ?? getPermissionReading();
  return reading === 'B' ? allowedByReadingB(action, context) : allowedByReadingA(action, context);
}
