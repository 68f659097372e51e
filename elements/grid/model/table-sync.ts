import type { GridRow } from './grid-types';
import { globalTimers, type Timers } from './timers';

/** Widgets spec 4 (real-time table sync). */
export const HEARTBEAT_INTERVAL_MS = 10_000;
export const HEARTBEAT_REPLY_TIMEOUT_MS = 6_000;
export const RECONNECT_DELAY_MS = 5_000;

export const TableMessageType = {
  heartbeat: 'heart_beat',
  pageData: 'common_send_date',
  updateTable: 'update_vxe_table',
} as const;

/** The part of a WebSocket the sync uses, so tests can drive it without a network. */
export interface SyncSocket {
  send(text: string): void;
  close(): void;
  onopen: (() => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onerror: (() => void) | null;
  onclose: (() => void) | null;
}

export interface TableSyncOptions {
  /** Opens a new connection (the channel url and the token as sub-protocol). */
  connect: () => SyncSocket;
  /** Grids sharing this key share their row edits. */
  socketKey: string;
  /** This grid's own id: updates it sent come back from the server and are skipped. */
  caseId: string;
  /** A row another grid changed. */
  onRow: (row: GridRow) => void;
  /** `common_send_date { key, args }` pushed by the server. */
  onPageData?: (key: string, args: unknown) => void;
  timers?: Timers;
}

export interface TableSync {
  /** Sends a row this grid's user changed; dropped while the channel is not open. */
  sendRow(row: GridRow): void;
  /** Closes the channel for good: no reconnect, no timers left. */
  stop(): void;
}

type Frame =
  | { type: 'heart_beat' }
  | { type: 'common_send_date'; key: string; args: unknown }
  | { type: 'update_vxe_table'; socketKey: string; row: GridRow; caseId: string };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A frame of the table channel, or null for anything malformed or unknown (ignored). */
export function parseSyncFrame(data: unknown): Frame | null {
  if (typeof data !== 'string') return null;
  let frame: unknown;
  try {
    frame = JSON.parse(data);
  } catch {
    return null;
  }
  if (!isRecord(frame)) return null;
  if (frame.type === TableMessageType.heartbeat) return { type: 'heart_beat' };
  const body = frame.data;
  if (!isRecord(body)) return null;
  if (frame.type === TableMessageType.pageData) {
    return typeof body.key === 'string' ? { type: 'common_send_date', key: body.key, args: body.args } : null;
  }
  if (frame.type !== TableMessageType.updateTable || typeof body.socketKey !== 'string' || !Array.isArray(body.args))
    return null;
  const [row, caseId] = body.args as unknown[];
  if (!isRecord(row) || (typeof row.id !== 'string' && typeof row.id !== 'number') || typeof caseId !== 'string')
    return null;
  return { type: 'update_vxe_table', socketKey: body.socketKey, row: { ...row, id: String(row.id) }, caseId };
}

/**
 * The live channel of one grid as a state machine: a heartbeat 10 s after the last frame, a
 * reconnect when its reply does not come within 6 s, and a reconnect 5 s after an error or
 * close, one at a time (a pending reconnect absorbs further failures). Timers are injectable.
 */
export function createTableSync(options: TableSyncOptions): TableSync {
  const timers = options.timers ?? globalTimers;
  let socket: SyncSocket | null = null;
  let open = false;
  let stopped = false;
  let heartbeatTimer: unknown = null;
  let replyTimer: unknown = null;
  let reconnectTimer: unknown = null;

  const clearHeartbeat = () => {
    if (heartbeatTimer !== null) timers.clearTimeout(heartbeatTimer);
    if (replyTimer !== null) timers.clearTimeout(replyTimer);
    heartbeatTimer = null;
    replyTimer = null;
  };

  const dropSocket = () => {
    const old = socket;
    socket = null;
    open = false;
    clearHeartbeat();
    if (!old) return;
    // A dropped socket's late events must not schedule anything.
    old.onopen = old.onmessage = old.onerror = old.onclose = null;
    old.close();
  };

  const reconnect = () => {
    dropSocket();
    if (stopped || reconnectTimer !== null) return;
    reconnectTimer = timers.setTimeout(() => {
      reconnectTimer = null;
      connect();
    }, RECONNECT_DELAY_MS);
  };

  const scheduleHeartbeat = () => {
    clearHeartbeat();
    heartbeatTimer = timers.setTimeout(() => {
      heartbeatTimer = null;
      socket?.send(JSON.stringify({ type: TableMessageType.heartbeat, data: '' }));
      replyTimer = timers.setTimeout(() => {
        replyTimer = null;
        reconnect();
      }, HEARTBEAT_REPLY_TIMEOUT_MS);
    }, HEARTBEAT_INTERVAL_MS);
  };

  const receive = (data: unknown) => {
    const frame = parseSyncFrame(data);
    if (!frame) return;
    scheduleHeartbeat();
    if (frame.type === 'common_send_date') options.onPageData?.(frame.key, frame.args);
    if (frame.type === 'update_vxe_table' && frame.socketKey === options.socketKey && frame.caseId !== options.caseId)
      options.onRow(frame.row);
  };

  function connect(): void {
    if (stopped) return;
    let next: SyncSocket;
    try {
      next = options.connect();
    } catch {
      reconnect();
      return;
    }
    socket = next;
    next.onopen = () => {
      open = true;
      scheduleHeartbeat();
    };
    next.onmessage = (event) => receive(event.data);
    next.onerror = reconnect;
    next.onclose = reconnect;
  }

  connect();

  return {
    sendRow(row) {
      if (!open || !socket) return;
      socket.send(
        JSON.stringify({
          type: TableMessageType.updateTable,
          data: { socketKey: options.socketKey, args: [row, options.caseId] },
        }),
      );
    },
    stop() {
      stopped = true;
      if (reconnectTimer !== null) timers.clearTimeout(reconnectTimer);
      reconnectTimer = null;
      dropSocket();
    },
  };
}

/**
 * The values of a received row this grid shows: another user's grid sends whole rows, but only
 * the columns of this grid may change here (nothing else slips into what this grid saves).
 */
export function receivedValues(row: GridRow, columnKeys: readonly string[]): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const key of columnKeys) {
    if (key !== 'id' && Object.hasOwn(row, key)) values[key] = row[key];
  }
  return values;
}
