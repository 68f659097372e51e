import { isAnnouncementPush, parsePushFrame, type PushMessage } from './push-frame';

/** The notice channel's timings (shell spec section 9); tests pass short ones. */
export interface PushTimings {
  /** `HeartBeat` is sent this often while connected: 20000 ms. */
  heartbeatMs: number;
  /** A failed or closed connection is retried after this delay: 20000 ms. */
  reconnectDelayMs: number;
  /** More errors than this in a row and the channel stops trying: 5. */
  maxErrors: number;
  /** While the channel is down the bell loads its lists this often: 6000 ms, the spec's polling timer. */
  pollMs: number;
}

export const DEFAULT_PUSH_TIMINGS: Readonly<PushTimings> = Object.freeze({
  heartbeatMs: 20000,
  reconnectDelayMs: 20000,
  maxErrors: 5,
  pollMs: 6000,
});

/** The given timings over the defaults; a missing, negative or non-finite value keeps the default. */
export function resolveTimings(given: Partial<PushTimings> = {}): PushTimings {
  const pick = (value: number | undefined, fallback: number) =>
    typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : fallback;
  return {
    heartbeatMs: pick(given.heartbeatMs, DEFAULT_PUSH_TIMINGS.heartbeatMs),
    reconnectDelayMs: pick(given.reconnectDelayMs, DEFAULT_PUSH_TIMINGS.reconnectDelayMs),
    maxErrors: Math.floor(pick(given.maxErrors, DEFAULT_PUSH_TIMINGS.maxErrors)),
    pollMs: pick(given.pollMs, DEFAULT_PUSH_TIMINGS.pollMs),
  };
}

export const HEARTBEAT_TEXT = 'HeartBeat';

/** 'connecting', 'open', 'waiting' (a reconnect is due), 'stopped' (gave up) or 'closed' (by its owner). */
export type PushState = 'connecting' | 'open' | 'waiting' | 'stopped' | 'closed';

export interface SocketHandlers {
  onOpen: () => void;
  onMessage: (data: unknown) => void;
  onError: () => void;
  onClose: () => void;
}

export interface PushSocket {
  send(text: string): void;
  close(): void;
}

/** Opens a socket at `url` offering `protocols`; the browser's WebSocket by default. */
export type SocketFactory = (url: string, protocols: string[], handlers: SocketHandlers) => PushSocket;

export interface Timers {
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  setInterval(run: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
}

export interface PushChannelOptions {
  url: string;
  /** Browsers cannot set headers on a WebSocket: the token travels as the sub-protocol. */
  token: string;
  /** Called for every `topic` or `user` message (the bell reloads and reads it aloud). */
  onAnnouncement: (message: PushMessage) => void;
  onStateChange?: (state: PushState) => void;
  timings?: Partial<PushTimings>;
  createSocket?: SocketFactory;
  timers?: Timers;
}

export interface PushChannel {
  readonly state: PushState;
  /** Ends the channel for good: no reconnect follows. */
  close(): void;
}

export const browserSocket: SocketFactory = (url, protocols, handlers) => {
  const socket = new WebSocket(url, protocols);
  socket.addEventListener('open', handlers.onOpen);
  socket.addEventListener('message', (event) => handlers.onMessage(event.data));
  socket.addEventListener('error', handlers.onError);
  socket.addEventListener('close', handlers.onClose);
  return {
    send: (text) => {
      if (socket.readyState === WebSocket.OPEN) socket.send(text);
    },
    close: () => socket.close(),
  };
};

const globalTimers: Timers = {
  setTimeout: (run, ms) => globalThis.setTimeout(run, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
  setInterval: (run, ms) => globalThis.setInterval(run, ms),
  clearInterval: (handle) => globalThis.clearInterval(handle as ReturnType<typeof setInterval>),
};

/**
 * The notice channel of shell spec sections 4 and 7: a heartbeat while open; an error is
 * counted and retried after the delay, and more than `maxErrors` errors in a row stop the
 * channel; a close is retried after the delay too. One retry is pending at a time, so the
 * error and close events of one failure make one retry. A connection that opens starts the
 * count afresh: the limit is about a server that stays away, not about blips days apart.
 */
export function openPushChannel(options: PushChannelOptions): PushChannel {
  const timings = resolveTimings(options.timings);
  const createSocket = options.createSocket ?? browserSocket;
  const timers = options.timers ?? globalTimers;
  let state: PushState = 'connecting';
  let socket: PushSocket | null = null;
  let heartbeat: unknown = null;
  let retry: unknown = null;
  let errors = 0;

  const setState = (next: PushState) => {
    if (next === state) return;
    state = next;
    options.onStateChange?.(next);
  };
  const stopHeartbeat = () => {
    if (heartbeat !== null) timers.clearInterval(heartbeat);
    heartbeat = null;
  };
  const finished = () => state === 'stopped' || state === 'closed';
  const scheduleRetry = () => {
    stopHeartbeat();
    if (finished() || retry !== null) return;
    setState('waiting');
    retry = timers.setTimeout(connect, timings.reconnectDelayMs);
  };

  function connect(): void {
    retry = null;
    setState('connecting');
    const current: PushSocket = createSocket(options.url, [options.token], {
      onOpen: () => {
        if (socket !== current || finished()) return;
        errors = 0;
        setState('open');
        stopHeartbeat();
        heartbeat = timers.setInterval(() => current.send(HEARTBEAT_TEXT), timings.heartbeatMs);
      },
      onMessage: (data) => {
        if (socket !== current || finished()) return;
        const message = parsePushFrame(data);
        if (message && isAnnouncementPush(message)) options.onAnnouncement(message);
      },
      onError: () => {
        if (socket !== current || finished()) return;
        errors += 1;
        if (errors > timings.maxErrors) {
          stopHeartbeat();
          if (retry !== null) timers.clearTimeout(retry);
          retry = null;
          setState('stopped');
          return;
        }
        scheduleRetry();
      },
      onClose: () => {
        if (socket !== current) return;
        scheduleRetry();
      },
    });
    socket = current;
  }

  connect();
  return {
    get state() {
      return state;
    },
    close() {
      if (state === 'closed') return;
      setState('closed');
      stopHeartbeat();
      if (retry !== null) timers.clearTimeout(retry);
      retry = null;
      const last = socket;
      socket = null;
      last?.close();
    },
  };
}
