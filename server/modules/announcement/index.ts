import type { FastifyPluginAsync } from 'fastify';
import { adminListRoute } from './admin-list-route';
import { adminWriteRoutes } from './admin-write-routes';
import { inboxRoutes } from './inbox-routes';
import { myAnnouncementsRoute } from './my-announcements-route';
import { releaseRoutes } from './release-routes';

/**
 * Announcements: the administration page (list, add, edit, delete, release, revoke, each behind
 * its button code) and every user's inbox (the bell, "my announcements", marking read).
 * Releasing pushes through the push module's `pushToUsers` / `pushToEveryone`.
 */
export const announcementModule: FastifyPluginAsync = async (app) => {
  await app.register(adminListRoute);
  await app.register(adminWriteRoutes);
  await app.register(releaseRoutes);
  await app.register(inboxRoutes);
  await app.register(myAnnouncementsRoute);
};

export { AnnouncementPermission, ANNOUNCEMENT_ADMIN_CODES } from './permissions';
export { deliverAnnouncements, ReadFlag, SendStatus } from './delivery';
export { inboxOf } from './inbox';
export { isAddressedTo, idList, MsgType, withAncestors, withDescendants } from './audience';
export type { Reader, Addressing } from './audience';
