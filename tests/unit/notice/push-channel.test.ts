import { describe, expect, it } from 'vitest';
import { openPushChannel, resolveTimings, type PushState } from '../../../elements/notice/model/push-channel';
import type { PushMessage } from '../../../elements/notice/model/push-frame';
import { fakeSockets, manualTimers, refuse } from './fake-channel-parts';

const timings = { heartbeatMs: 20000, reconnectDelayMs: 20000, maxErrors: 5 };

function setup() {
  const sockets = fakeSockets();
  const timers = manualTimers();
  const received: PushMessage[] = [];
  const states: PushState[] = [];
  const channel = openPushChannel({
    url: 'ws://host/farm-machine/websocket/u1',
    token: 'tok-1',
    timings,
    createSocket: sockets.create,
    timers,
    onAnnouncement: (message) => received.push(message),
    onStateChange: (state) => states.push(state),
  });
  return { channel, sockets, timers, received, states };
}

describe('the notice channel connects', () => {
  it('to /websocket/{userId} with the token as the sub-protocol', () => {
    const { sockets } = setup();
    expect(sockets.sockets).toHaveLength(1);
    expect(sockets.last().url).toBe('ws://host/farm-machine/websocket/u1');
    expect(sockets.last().protocols).toEqual(['tok-1']);
  });

  it('sends the text HeartBeat every 20 s while open, and stops when it closes', () => {
    const { sockets, timers } = setup();
    sockets.last().handlers.onOpen();
    timers.advance(19999);
    expect(sockets.last().sent).toEqual([]);
    timers.advance(1);
    expect(sockets.last().sent).toEqual(['HeartBeat']);
    timers.advance(40000);
    expect(sockets.last().sent).toEqual(['HeartBeat', 'HeartBeat', 'HeartBeat']);
    sockets.last().handlers.onClose();
    const first = sockets.sockets[0];
    timers.advance(60000);
    expect(first.sent).toHaveLength(3);
  });
});

describe('messages', () => {
  it('hands over topic and user messages, and ignores heartcheck and malformed frames', () => {
    const { sockets, received } = setup();
    const socket = sockets.last();
    socket.handlers.onOpen();
    socket.handlers.onMessage('{"cmd":"heartcheck","msgTxt":"心跳响应"}');
    socket.handlers.onMessage('not json');
    socket.handlers.onMessage('{"cmd":"topic","msgId":"a","msgTxt":"全员通知"}');
    socket.handlers.onMessage('{"cmd":"user","msgId":"b","msgTxt":"个人通知"}');
    expect(received).toEqual([
      { cmd: 'topic', msgId: 'a', msgTxt: '全员通知' },
      { cmd: 'user', msgId: 'b', msgTxt: '个人通知' },
    ]);
  });
});

describe('reconnecting', () => {
  it('reconnects 20 s after a close, once', () => {
    const { sockets, timers, states } = setup();
    sockets.last().handlers.onOpen();
    sockets.last().handlers.onClose();
    expect(states.at(-1)).toBe('waiting');
    timers.advance(19999);
    expect(sockets.sockets).toHaveLength(1);
    timers.advance(1);
    expect(sockets.sockets).toHaveLength(2);
    expect(sockets.last().protocols).toEqual(['tok-1']);
  });

  it('an error and the close that follows it make one retry', () => {
    const { sockets, timers } = setup();
    refuse(sockets.last());
    timers.advance(20000);
    expect(sockets.sockets).toHaveLength(2);
    timers.advance(100000);
    expect(sockets.sockets).toHaveLength(2);
  });

  it('gives up after more than 5 errors in a row: 6 failed attempts, then none', () => {
    const { sockets, timers, states } = setup();
    for (let attempt = 1; attempt <= 6; attempt++) {
      expect(sockets.sockets).toHaveLength(attempt);
      refuse(sockets.last());
      timers.advance(20000);
    }
    expect(sockets.sockets).toHaveLength(6);
    expect(states.at(-1)).toBe('stopped');
    timers.advance(10 * 20000);
    expect(sockets.sockets).toHaveLength(6);
    expect(timers.pending()).toBe(0);
  });

  it('counts errors in a row: a connection that opens starts the count afresh', () => {
    const { sockets, timers } = setup();
    for (let round = 0; round < 3; round++) {
      for (let failure = 0; failure < 5; failure++) {
        refuse(sockets.last());
        timers.advance(20000);
      }
      sockets.last().handlers.onOpen();
      sockets.last().handlers.onClose();
      timers.advance(20000);
    }
    expect(sockets.sockets).toHaveLength(19);
  });

  it('close() ends it: the socket is closed and nothing reconnects', () => {
    const { channel, sockets, timers, states } = setup();
    sockets.last().handlers.onOpen();
    channel.close();
    expect(sockets.last().closed).toBe(true);
    sockets.last().handlers.onClose();
    timers.advance(100000);
    expect(sockets.sockets).toHaveLength(1);
    expect(states.at(-1)).toBe('closed');
  });

  it('close() while waiting cancels the pending retry', () => {
    const { channel, sockets, timers } = setup();
    refuse(sockets.last());
    channel.close();
    timers.advance(100000);
    expect(sockets.sockets).toHaveLength(1);
    expect(timers.pending()).toBe(0);
  });

  it('ignores events of a socket it has already replaced', () => {
    const { sockets, timers, received } = setup();
    const first = sockets.last();
    refuse(first);
    timers.advance(20000);
    first.handlers.onMessage('{"cmd":"topic","msgTxt":"old"}');
    first.handlers.onClose();
    timers.advance(20000);
    expect(sockets.sockets).toHaveLength(2);
    expect(received).toEqual([]);
  });
});

describe('timings', () => {
  it('default to the spec: 20 s heartbeat, 20 s delay, more than 5 errors, 6 s polling; bad values keep the default', () => {
    expect(resolveTimings()).toEqual({ heartbeatMs: 20000, reconnectDelayMs: 20000, maxErrors: 5, pollMs: 6000 });
    expect(resolveTimings({ heartbeatMs: 50, reconnectDelayMs: Number.NaN, maxErrors: -1 })).toEqual({
      heartbeatMs: 50,
      reconnectDelayMs: 20000,
      maxErrors: 5,
      pollMs: 6000,
    });
  });
});
