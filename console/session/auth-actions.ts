import type { AuthEntry } from '../../elements/core/permission';

/** Every action the entries grant; an entry's action may be a comma-separated list. */
export function actionsOfEntries(entries: readonly AuthEntry[]): string[] {
  return entries.flatMap((entry) =>
    String(entry.action ?? '')
      .split(',')
      .map((action) => action.trim())
      .filter(Boolean),
  );
}
