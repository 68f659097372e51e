// The notice widget's public surface: the bell and the detail (the same components
// `<farm-notice-bell>` renders), the push channel and the announcement rules.
export { NoticeBell, MY_ANNOUNCEMENTS_PATH, type NoticeBellProps, type OpenPageDetail } from './view/notice-bell';
export { AnnouncementDetail, type AnnouncementDetailProps } from './view/announcement-detail';
export { PriorityTag } from './view/priority-tag';
export { useReadAloud } from './view/use-read-aloud';
export {
  announcementTarget,
  isSitePath,
  priorityLevel,
  EMPTY_LISTS,
  type Announcement,
  type AnnouncementLists,
  type AnnouncementTarget,
  type PriorityLevel,
} from './model/announcement';
export { parsePushFrame, isAnnouncementPush, type PushMessage } from './model/push-frame';
export {
  openPushChannel,
  resolveTimings,
  browserSocket,
  DEFAULT_PUSH_TIMINGS,
  HEARTBEAT_TEXT,
  type PushChannel,
  type PushChannelOptions,
  type PushState,
  type PushTimings,
  type PushSocket,
  type SocketFactory,
  type SocketHandlers,
  type Timers,
} from './model/push-channel';
export { noticeSocketUrl } from './model/push-url';
export { sanitizeContent } from './model/sanitize-content';
export {
  getReadAloud,
  setReadAloud,
  readAloudEnabled,
  readMessageAloud,
  browserSpeech,
  type SpeechPort,
} from './model/read-aloud';
export { loadAnnouncement, loadAnnouncementLists, markAnnouncementRead, senderRealname } from './model/notice-requests';
