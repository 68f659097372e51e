import type { Kysely, Migration } from 'kysely';

/*
 * Announcements addressed to departments (msgType 'DEPT'): the department ids, comma-separated,
 * beside the existing `user_ids` of 'USER' announcements. The announcement and read-flag tables
 * themselves come from 0001.
 */
export const announcementDepartments: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('sys_announcement').addColumn('depart_ids', 'text').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('sys_announcement').dropColumn('depart_ids').execute();
  },
};
