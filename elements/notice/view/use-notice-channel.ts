import { useEffect, useRef, useState } from 'react';
import { getHttpConfig } from '../../core/http';
import { openPushChannel, type PushState, type PushTimings } from '../model/push-channel';
import type { PushMessage } from '../model/push-frame';
import { noticeSocketUrl } from '../model/push-url';

export interface NoticeChannelOptions {
  userId: string | null;
  token: string | null;
  timings?: Partial<PushTimings>;
  /** A `topic` or `user` message arrived. */
  onAnnouncement: (message: PushMessage) => void;
  /** The channel opened again after losing its connection: what was pushed meanwhile was missed. */
  onReconnect: () => void;
}

/** Keeps the notice channel of the signed-in user open while mounted; answers its state. */
export function useNoticeChannel({
  userId,
  token,
  timings,
  onAnnouncement,
  onReconnect,
}: NoticeChannelOptions): PushState | null {
  const [state, setState] = useState<PushState | null>(null);
  const handlers = useRef({ onAnnouncement, onReconnect });
  handlers.current = { onAnnouncement, onReconnect };
  const { heartbeatMs, reconnectDelayMs, maxErrors } = timings ?? {};

  useEffect(() => {
    if (!userId || !token) {
      setState(null);
      return;
    }
    let opened = false;
    const channel = openPushChannel({
      url: noticeSocketUrl(getHttpConfig().basePath, userId, globalThis.location.href),
      token,
      timings: { heartbeatMs, reconnectDelayMs, maxErrors },
      onAnnouncement: (message) => handlers.current.onAnnouncement(message),
      onStateChange: (next) => {
        setState(next);
        if (next !== 'open') return;
        if (opened) handlers.current.onReconnect();
        opened = true;
      },
    });
    setState(channel.state);
    return () => channel.close();
  }, [userId, token, heartbeatMs, reconnectDelayMs, maxErrors]);

  return state;
}
