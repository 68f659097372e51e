import type { ReactElement } from 'react';
import type { FarmElementInjectedProps } from '../../core/element';
import { NoticeBell, type OpenPageDetail } from './notice-bell';

export interface NoticeBellElementProps extends FarmElementInjectedProps {
  userId?: string;
  token?: string;
  heartbeatInterval?: number;
  reconnectDelay?: number;
  maxErrors?: number;
  pollInterval?: number;
  readAloud?: boolean;
  /** `location` (default): a path is opened in this window after `farm-navigate`; `event`: only the event fires. */
  navigation?: 'location' | 'event';
  onNavigate?: (detail: { path: string }) => void;
  onOpenPage?: (detail: OpenPageDetail) => void;
}

/** `<farm-notice-bell>`'s component: the bell with attribute-friendly timings and page navigation by default. */
export function NoticeBellElement(props: NoticeBellElementProps): ReactElement {
  return (
    <NoticeBell
      userId={props.userId}
      token={props.token}
      readAloud={props.readAloud}
      timings={{
        heartbeatMs: props.heartbeatInterval,
        reconnectDelayMs: props.reconnectDelay,
        maxErrors: props.maxErrors,
        pollMs: props.pollInterval,
      }}
      onNavigate={(detail) => {
        props.onNavigate?.(detail);
        if (props.navigation !== 'event') globalThis.location.assign(detail.path);
      }}
      onOpenPage={(detail) => props.onOpenPage?.(detail)}
    />
  );
}
