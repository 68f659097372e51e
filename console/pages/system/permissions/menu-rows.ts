import { MENU_BUTTON, type PermissionEntry } from './permission-record';

/** One drawn row of the menu tree table. */
export interface MenuRow {
  entry: PermissionEntry;
  level: number;
  hasChildren: boolean;
  expanded: boolean;
}

/** The rows shown: every entry, depth first, without the children of the collapsed ones. */
export function visibleMenuRows(
  entries: readonly PermissionEntry[],
  collapsed: ReadonlySet<string>,
  level = 1,
): MenuRow[] {
  return entries.flatMap((entry) => {
    const children = entry.children ?? [];
    const expanded = children.length > 0 && !collapsed.has(entry.id);
    const row: MenuRow = { entry, level, hasChildren: children.length > 0, expanded };
    return [row, ...(expanded ? visibleMenuRows(children, collapsed, level + 1) : [])];
  });
}

/** The ids of the entries that have children (what "collapse all" closes). */
export function parentMenuIds(entries: readonly PermissionEntry[]): string[] {
  return entries.flatMap((entry) => (entry.children?.length ? [entry.id, ...parentMenuIds(entry.children)] : []));
}

/**
 * The entries a page or button may be put under: every menu entry that is not a button, with
 * its depth for indenting, leaving out `selfId` and everything below it (an entry is never
 * below itself).
 */
export function parentChoices(
  entries: readonly PermissionEntry[],
  selfId: string | null,
  level = 0,
): { id: string; name: string; level: number }[] {
  return entries.flatMap((entry) =>
    entry.menuType === MENU_BUTTON || entry.id === selfId
      ? []
      : [{ id: entry.id, name: entry.name, level }, ...parentChoices(entry.children ?? [], selfId, level + 1)],
  );
}
