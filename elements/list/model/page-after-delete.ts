/**
 * The page to show after deleting `deleted` records: the same page, or the new last page when
 * the delete emptied the one shown (never below 1). As JeecgBoot's list mixin `reCalculatePage`.
 */
export function pageAfterDelete(page: number, pageSize: number, total: number, deleted: number): number {
  const remaining = Math.max(0, total - deleted);
  const lastPage = Math.max(1, Math.ceil(remaining / pageSize));
  return Math.max(1, Math.min(page, lastPage));
}
