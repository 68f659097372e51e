import { defineFarmElement, type FarmElementEventMap } from '../core/element';
import { NoticeBellElement } from './view/notice-bell-element';

/**
 * The notification bell: unread count, a popover with the notices and system messages tabs
 * (title, publish time, priority 一般/重要/紧急), 查看更多, and the 通知消息 detail with the
 * sanitised content. It keeps the user's push channel `/websocket/{userId}` open (token as
 * sub-protocol, HeartBeat every 20 s, retry after 20 s, giving up after more than 5 errors),
 * reloads on pushed announcements (and every 6 s while the channel is down) and reads them aloud
 * with the browser's speech synthesis.
 * The user and token default to the page's signed-in session.
 *
 * @summary Notification bell with live announcements.
 * @fires farm-navigate - 查看更多 or 去处理: detail `{ path }`. With `navigation="location"` (default) the window then goes there.
 * @fires farm-open-page - A component announcement was opened: detail `{ component, formData: { id } }`.
 * @cssprop --farm-color-primary - Links and focus rings.
 * @cssprop --farm-color-danger - The unread badge.
 */
export const FarmNoticeBellElement = defineFarmElement('farm-notice-bell', NoticeBellElement, {
  attributes: {
    /** The signed-in user's id; default the session's. */
    userId: 'string',
    /**
     * Milliseconds between heartbeats (default 20000).
     * @default 20000
     */
    heartbeatInterval: 'number',
    /**
     * Milliseconds before a reconnect (default 20000).
     * @default 20000
     */
    reconnectDelay: 'number',
    /**
     * More errors in a row than this stop reconnecting (default 5).
     * @default 5
     */
    maxErrors: 'number',
    /**
     * Milliseconds between loads of the lists while the push channel is down (default 6000).
     * @default 6000
     */
    pollInterval: 'number',
    /**
     * Reads pushed messages aloud; default the user's choice (on unless they switched it off).
     * `no-read-aloud` mutes the bell; `read-aloud="false"`, the JeecgBoot-compatible spelling,
     * still does too.
     */
    readAloud: { offBy: 'noReadAloud' },
    /**
     * `location` (default) or `event`: whether the element itself opens a path after farm-navigate.
     * @default 'location'
     */
    navigation: ['location', 'event'],
  },
  /** The access token; default the session's. Property only: never written to an attribute. */
  properties: ['token'],
  events: {
    onNavigate: 'farm-navigate',
    onOpenPage: 'farm-open-page',
  },
});

export type FarmNoticeBellElement = InstanceType<typeof FarmNoticeBellElement>;

/** The element's events by type: `FarmNoticeBellEvents['<type>']` is the event object its listeners get. */
export type FarmNoticeBellEvents = FarmElementEventMap<typeof FarmNoticeBellElement>;

// The detail types of its events, for hosts that name them.
export type { OpenPageDetail } from './view/notice-bell';

declare global {
  interface HTMLElementTagNameMap {
    'farm-notice-bell': FarmNoticeBellElement;
  }
}
