export type NoticeLevel = 'success' | 'info' | 'warning' | 'error' | 'loading';

/** Messages are short toasts at the top centre; notifications carry a title, top right. */
export type NoticeKind = 'message' | 'notification';

export interface Notice {
  id: number;
  kind: NoticeKind;
  level: NoticeLevel;
  title?: string;
  text: string;
  /** Seconds before it goes away by itself; 0 keeps it until closed. */
  duration: number;
}

/** Seconds a message stays up. */
export const MESSAGE_DURATION = 3;
/** Seconds a notification (e.g. an HTTP error titled 系统提示) stays up. */
export const NOTIFICATION_DURATION = 4.5;

/** Closes one notice early; calling it after the notice is gone does nothing. */
export type CloseNotice = () => void;

export interface MessageApi {
  success(text: string, duration?: number): CloseNotice;
  info(text: string, duration?: number): CloseNotice;
  warning(text: string, duration?: number): CloseNotice;
  error(text: string, duration?: number): CloseNotice;
  /** Stays until closed unless a duration is given. */
  loading(text: string, duration?: number): CloseNotice;
}

export interface NotificationInput {
  /** Defaults to 系统提示. */
  title?: string;
  message: string;
  duration?: number;
}

export interface NotificationApi {
  success(input: NotificationInput): CloseNotice;
  info(input: NotificationInput): CloseNotice;
  warning(input: NotificationInput): CloseNotice;
  error(input: NotificationInput): CloseNotice;
}

export interface NoticeApi {
  message: MessageApi;
  notification: NotificationApi;
}

/** Errors and warnings interrupt a screen reader; the rest are announced politely. */
export function noticeRole(level: NoticeLevel): 'alert' | 'status' {
  return level === 'error' || level === 'warning' ? 'alert' : 'status';
}
