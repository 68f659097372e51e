import '../../i18n/catalogues/ui';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { t } from '../../i18n';
import {
  MESSAGE_DURATION,
  NOTIFICATION_DURATION,
  type CloseNotice,
  type Notice,
  type NoticeApi,
  type NoticeLevel,
  type NotificationInput,
} from './notice-model';

/** The notices on screen, the API that adds them, and their auto-dismiss timers. */
export function useNoticeList(): { notices: Notice[]; api: NoticeApi; close: (id: number) => void } {
  const [notices, setNotices] = useState<Notice[]>([]);
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());
  const nextId = useRef(1);

  const close = useCallback((id: number) => {
    clearTimeout(timers.current.get(id));
    timers.current.delete(id);
    setNotices((current) => current.filter((notice) => notice.id !== id));
  }, []);

  const api = useMemo<NoticeApi>(() => {
    const show = (notice: Omit<Notice, 'id'>): CloseNotice => {
      const id = nextId.current++;
      setNotices((current) => [...current, { ...notice, id }]);
      if (notice.duration > 0)
        timers.current.set(
          id,
          setTimeout(() => close(id), notice.duration * 1000),
        );
      return () => close(id);
    };
    const message =
      (level: NoticeLevel, fallback: number) =>
      (text: string, duration = fallback) =>
        show({ kind: 'message', level, text, duration });
    const notification = (level: NoticeLevel) => (input: NotificationInput) =>
      show({
        kind: 'notification',
        level,
        title: input.title ?? t('ui.notice.title'),
        text: input.message,
        duration: input.duration ?? NOTIFICATION_DURATION,
      });
    return {
      message: {
        success: message('success', MESSAGE_DURATION),
        info: message('info', MESSAGE_DURATION),
        warning: message('warning', MESSAGE_DURATION),
        error: message('error', MESSAGE_DURATION),
        loading: message('loading', 0),
      },
      notification: {
        success: notification('success'),
        info: notification('info'),
        warning: notification('warning'),
        error: notification('error'),
      },
    };
  }, [close]);

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending.values()) clearTimeout(timer);
      pending.clear();
    };
  }, []);

  return { notices, api, close };
}
