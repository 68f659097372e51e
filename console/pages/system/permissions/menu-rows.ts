import { MENU_BUTTON, type PermissionEntry } from './permission-record';

/** One drawn row of the menu tree table. */
export interface MenuRow {
  entry: PermissionEntry;
  level: number;
  hasChildren: boolean;
  expanded: boolean;
}

/** The rows shown: the entries depth first, with the children of the expanded ones only. */
export function visibleMenuRows(
  entries: readonly PermissionEntry[],
  expandedIds: ReadonlySet<string>,
  level = 1,
): MenuRow[] {
  return entries.flatMap((entry) => {
    const children = entry.children ?? [];
    const expanded = children.length > 0 && expandedIds.has(entry.id);
    const row: MenuRow = { entry, level, hasChildren: children.length > 0, expanded };
    return [row, ...(expanded ? visibleMenuRows(children, expandedIds, level + 1) : [])];
  });
}

/**
 * The ids of the entries above the one with id `id`, from the top (empty for a top-level entry or
 * an id not in the tree): what must be open for that entry to show.
 */
export function ancestorMenuIds(entries: readonly PermissionEntry[], id: string): string[] {
  for (const entry of entries) {
    if (entry.id === id) return [];
    const below = ancestorMenuIds(entry.children ?? [], id);
    if (below.length > 0 || (entry.children ?? []).some((child) => child.id === id)) return [entry.id, ...below];
  }
  return [];
}

/** The ids of the entries that have children (what "expand all" opens). */
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
