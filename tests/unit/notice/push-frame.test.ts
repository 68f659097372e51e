import { describe, expect, it } from 'vitest';
import { isAnnouncementPush, parsePushFrame } from '../../../elements/notice/model/push-frame';

describe('a pushed frame is read with JSON.parse only', () => {
  it('reads { cmd, msgId, msgTxt }', () => {
    expect(parsePushFrame('{"cmd":"user","msgId":"a1","msgTxt":"收割通知"}')).toEqual({
      cmd: 'user',
      msgId: 'a1',
      msgTxt: '收割通知',
    });
  });

  it('ignores malformed frames: not JSON, not an object, no string cmd, not text', () => {
    for (const frame of ['HeartBeat', '{cmd:"topic"}', '[1,2]', 'null', '"topic"', '{"cmd":1}', '{}', '']) {
      expect(parsePushFrame(frame), frame).toBeNull();
    }
    expect(parsePushFrame(new ArrayBuffer(4))).toBeNull();
  });

  it('never evaluates a frame: code in it stays text', () => {
    const globals = globalThis as { pwned?: boolean };
    expect(parsePushFrame('({cmd:"topic", msgTxt: globalThis.pwned = true})')).toBeNull();
    expect(parsePushFrame('{"cmd":"topic","msgTxt":"globalThis.pwned = true"}')?.msgTxt).toBe(
      'globalThis.pwned = true',
    );
    expect(globals.pwned).toBeUndefined();
  });

  it('drops fields of the wrong type', () => {
    expect(parsePushFrame('{"cmd":"topic","msgId":{"x":1},"msgTxt":5}')).toEqual({ cmd: 'topic' });
  });

  it('makes the bell reload on cmd topic or user only', () => {
    expect(isAnnouncementPush({ cmd: 'topic' })).toBe(true);
    expect(isAnnouncementPush({ cmd: 'user' })).toBe(true);
    expect(isAnnouncementPush({ cmd: 'heartcheck' })).toBe(false);
    expect(isAnnouncementPush({ cmd: 'email' })).toBe(false);
  });
});
