/** Button codes of the announcement administration page (seeded under 通知公告, granted to admin). */
export const AnnouncementPermission = {
  add: 'announcement:add',
  edit: 'announcement:edit',
  delete: 'announcement:delete',
  batchDelete: 'announcement:batch_delete',
  release: 'announcement:release',
  revoke: 'announcement:revoke',
} as const;

/**
 * Any one of the page's codes opens the administration list and every announcement's full record
 * (drafts and audiences included); others see only what was sent to them.
 */
export const ANNOUNCEMENT_ADMIN_CODES: readonly string[] = [
  ...Object.values(AnnouncementPermission),
  'announcement:import',
  'announcement:export',
];
