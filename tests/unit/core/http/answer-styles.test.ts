import { describe, expect, it } from 'vitest';
import { failureText, HttpFailure, isSuccessful, requireSuccess } from '../../../../elements/core/http';
import { checkDuplicateValue } from '../../../../elements/core/validation';
import { clientWith } from './client-fixture';
import { settle, type Answer } from './fake-backend';

// Issue 26, point 4: a refusal arrives either as JeecgBoot sends it (HTTP 200, success:false,
// code 500) or as HTTP 400 with the same envelope (this server before, and other backends). The
// console and the elements settle either way, with the server's message.

const MESSAGE = '该值不可用，系统中已存在！';
const envelope = { success: false, message: MESSAGE, code: 500, result: null, timestamp: 1 };
const STYLES: [string, Answer][] = [
  ['HTTP 200 with success:false', { status: 200, data: envelope }],
  ['HTTP 400 with the envelope', { status: 400, data: envelope }],
];

describe("a duplicate check settles with the server's message", () => {
  it.each(STYLES)('%s', async (_, answer) => {
    const { client } = clientWith(() => answer);
    const verdict = await checkDuplicateValue(
      (url, params) => client.getAction(url, params),
      { tableName: 'sys_user', fieldName: 'phone' },
      '13800000004',
    );
    expect(verdict).toBe(MESSAGE);
  });
});

describe('a save learns why it was refused', () => {
  it('HTTP 200 with success:false: resolves to the envelope, no notice; requireSuccess throws the message', async () => {
    const { client, notify } = clientWith(() => STYLES[0][1]);
    const answer = await client.postAction('/sys/user/add', {});
    expect(isSuccessful(answer)).toBe(false);
    expect(() => requireSuccess(answer)).toThrow(HttpFailure);
    let thrown: unknown;
    try {
      requireSuccess(answer);
    } catch (error) {
      thrown = error;
    }
    expect(failureText(thrown)).toBe(MESSAGE);
    await settle();
    expect(notify.errors).toEqual([]);
  });

  it('HTTP 400 with the envelope: one notice with the message, and a rejection that carries it', async () => {
    const { client, notify } = clientWith(() => STYLES[1][1]);
    const failure = await client.postAction('/sys/user/add', {}).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(Error);
    expect(failureText(failure)).toBe(MESSAGE);
    await settle();
    expect(notify.errors).toEqual([{ title: '系统提示', message: MESSAGE }]);
  });
});

describe('failureText', () => {
  it("falls back to the error's own text when no envelope came back", async () => {
    const { client } = clientWith(() => ({ fail: 'network' }));
    const failure = await client.getAction('/x').catch((error: unknown) => error);
    expect(failureText(failure)).toBe('Network Error');
    expect(failureText(new Error('网络超时'))).toBe('网络超时');
    expect(failureText({ message: '操作失败' })).toBe('操作失败');
    expect(failureText(undefined)).toBe('');
  });
});
