import { describe, expect, it } from 'vitest';
import type { GridRow } from '../../../elements/grid/model/grid-types';
import {
  createTableSync,
  HEARTBEAT_INTERVAL_MS,
  HEARTBEAT_REPLY_TIMEOUT_MS,
  parseSyncFrame,
  receivedValues,
  RECONNECT_DELAY_MS,
  type SyncSocket,
} from '../../../elements/grid/model/table-sync';
import type { Timers } from '../../../elements/grid/model/timers';

/** Timers on a clock the test moves by hand. */
function manualTimers() {
  let now = 0;
  let nextId = 1;
  const pending = new Map<number, { at: number; run: () => void }>();
  const timers: Timers = {
    setTimeout(run, ms) {
      const id = nextId++;
      pending.set(id, { at: now + ms, run });
      return id;
    },
    clearTimeout(handle) {
      pending.delete(handle as number);
    },
  };
  const advance = (ms: number) => {
    const until = now + ms;
    for (;;) {
      const due = [...pending.entries()].filter(([, timer]) => timer.at <= until).sort((a, b) => a[1].at - b[1].at)[0];
      if (!due) break;
      pending.delete(due[0]);
      now = due[1].at;
      due[1].run();
    }
    now = until;
  };
  return { timers, advance, pendingCount: () => pending.size };
}

class FakeSocket implements SyncSocket {
  sent: string[] = [];
  closed = false;
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onerror: (() => void) | null = null;
  onclose: (() => void) | null = null;
  send(text: string) {
    this.sent.push(text);
  }
  close() {
    this.closed = true;
  }
  receive(frame: unknown) {
    this.onmessage?.({ data: typeof frame === 'string' ? frame : JSON.stringify(frame) });
  }
}

function setUp() {
  const clock = manualTimers();
  const sockets: FakeSocket[] = [];
  const rows: GridRow[] = [];
  const pageData: [string, unknown][] = [];
  const sync = createTableSync({
    connect: () => {
      const socket = new FakeSocket();
      sockets.push(socket);
      return socket;
    },
    socketKey: 'sensors',
    caseId: 'me',
    onRow: (row) => rows.push(row),
    onPageData: (key, args) => pageData.push([key, args]),
    timers: clock.timers,
  });
  const latest = () => sockets[sockets.length - 1];
  return { clock, sockets, rows, pageData, sync, latest };
}

const update = (row: Record<string, unknown>, caseId: string, socketKey = 'sensors') => ({
  type: 'update_vxe_table',
  data: { socketKey, args: [row, caseId] },
});

describe('real-time table sync', () => {
  it('sends a heartbeat 10 s after opening and keeps the connection while replies come', () => {
    const { clock, sockets, latest } = setUp();
    latest().onopen?.();
    clock.advance(HEARTBEAT_INTERVAL_MS - 1);
    expect(latest().sent).toEqual([]);
    clock.advance(1);
    expect(latest().sent.map((text) => JSON.parse(text).type)).toEqual(['heart_beat']);
    clock.advance(HEARTBEAT_REPLY_TIMEOUT_MS - 1);
    latest().receive({ type: 'heart_beat', data: true });
    clock.advance(HEARTBEAT_INTERVAL_MS);
    expect(latest().sent).toHaveLength(2);
    expect(sockets).toHaveLength(1);
  });

  it('reconnects when a heartbeat gets no reply within 6 s', () => {
    const { clock, sockets, latest } = setUp();
    latest().onopen?.();
    clock.advance(HEARTBEAT_INTERVAL_MS + HEARTBEAT_REPLY_TIMEOUT_MS);
    expect(sockets[0].closed).toBe(true);
    clock.advance(RECONNECT_DELAY_MS);
    expect(sockets).toHaveLength(2);
  });

  it('reconnects 5 s after an error or close, one reconnect at a time', () => {
    const { clock, sockets, latest } = setUp();
    const first = latest();
    first.onerror?.();
    first.onclose?.();
    clock.advance(RECONNECT_DELAY_MS - 1);
    expect(sockets).toHaveLength(1);
    clock.advance(1);
    expect(sockets).toHaveLength(2);
    latest().onclose?.();
    clock.advance(RECONNECT_DELAY_MS * 3);
    // One reconnect per failure, each a single new socket.
    expect(sockets).toHaveLength(3);
  });

  it('keeps retrying when opening the socket itself throws', () => {
    const clock = manualTimers();
    let attempts = 0;
    createTableSync({
      connect: () => {
        attempts += 1;
        throw new Error('bad url');
      },
      socketKey: 'k',
      caseId: 'c',
      onRow: () => undefined,
      timers: clock.timers,
    });
    clock.advance(RECONNECT_DELAY_MS * 2);
    expect(attempts).toBe(3);
  });

  it('applies rows of other grids with its key and skips its own case id and other keys', () => {
    const { rows, latest } = setUp();
    latest().onopen?.();
    latest().receive(update({ id: 7, name: 'a' }, 'other'));
    latest().receive(update({ id: '8', name: 'own' }, 'me'));
    latest().receive(update({ id: '9', name: 'x' }, 'other', 'elsewhere'));
    expect(rows).toEqual([{ id: '7', name: 'a' }]);
  });

  it('ignores malformed messages', () => {
    const { rows, pageData, latest, clock } = setUp();
    latest().onopen?.();
    for (const frame of [
      'not json',
      '[]',
      '{"type":"update_vxe_table"}',
      { type: 'update_vxe_table', data: { socketKey: 'sensors', args: ['row', 'x'] } },
      update({ name: 'no id' }, 'x'),
      { type: 'common_send_date', data: { args: 1 } },
      { type: 'unknown', data: {} },
    ]) {
      latest().receive(frame);
    }
    latest().onmessage?.({ data: new ArrayBuffer(4) });
    expect(rows).toEqual([]);
    expect(pageData).toEqual([]);
    // Malformed frames do not count as replies: the heartbeat still times out.
    clock.advance(HEARTBEAT_INTERVAL_MS + HEARTBEAT_REPLY_TIMEOUT_MS);
    expect(latest().closed).toBe(true);
  });

  it('hands page data to its listener', () => {
    const { pageData, latest } = setUp();
    latest().receive({ type: 'common_send_date', data: { key: 'refresh', args: [1] } });
    expect(pageData).toEqual([['refresh', [1]]]);
  });

  it('sends edited rows with its key and case id only while open', () => {
    const { sync, latest } = setUp();
    sync.sendRow({ id: '1', name: 'before open' });
    latest().onopen?.();
    sync.sendRow({ id: '1', name: 'b' });
    expect(latest().sent.map((text) => JSON.parse(text))).toEqual([update({ id: '1', name: 'b' }, 'me')]);
  });

  it('stops for good: no reconnect and no timers left', () => {
    const { sync, clock, sockets, latest } = setUp();
    latest().onopen?.();
    latest().onclose?.();
    sync.stop();
    clock.advance(RECONNECT_DELAY_MS * 2);
    expect(sockets).toHaveLength(1);
    expect(clock.pendingCount()).toBe(0);
  });

  it('parses a frame only from text', () => {
    expect(parseSyncFrame({ type: 'heart_beat' })).toBeNull();
    expect(parseSyncFrame('{"type":"heart_beat","data":true}')).toEqual({ type: 'heart_beat' });
  });

  it("takes only this grid's columns from a received row", () => {
    const row = JSON.parse('{"id":"1","name":"a","isAdmin":true,"__proto__":{"x":1}}');
    expect(receivedValues(row, ['name', 'hours', 'id'])).toEqual({ name: 'a' });
  });
});
