import { describe, expect, it } from 'vitest';
import {
  HttpFailure,
  isLoginSuccessful,
  isSuccessful,
  requireSuccess,
  type Envelope,
} from '../../../../elements/core/http';
import { clientWith } from './client-fixture';

describe('answers are unwrapped to the envelope', () => {
  it('resolves to the JSON body, not the axios response', async () => {
    const body = { success: true, message: '', code: 200, result: { id: 1 }, timestamp: 5 };
    const { client } = clientWith(() => ({ data: body }));
    expect(await client.getAction('/x')).toEqual(body);
  });

  it('resolves a success:false answer (HTTP 200) without a notice, for the caller to show', async () => {
    const { client, notify } = clientWith(() => ({
      data: { success: false, message: '名称重复', code: 500, result: null },
    }));
    const answer = await client.postAction('/x', {});
    expect(isSuccessful(answer)).toBe(false);
    expect(notify.errors).toEqual([]);
  });
});

describe('success is decided on `success` first', () => {
  const envelope = (fields: Partial<Envelope>) => ({ message: '', result: null, ...fields }) as Envelope;

  it('counts success:true with code 0 as success and success:false with code 200 as failure', () => {
    expect(isSuccessful(envelope({ success: true, code: 0 }))).toBe(true);
    expect(isSuccessful(envelope({ success: false, code: 200 }))).toBe(false);
  });

  it('falls back to code 200 when success is missing', () => {
    expect(isSuccessful({ code: '200' })).toBe(true);
    expect(isSuccessful({ code: 500 })).toBe(false);
    expect(isSuccessful(null)).toBe(false);
  });

  it('lets login succeed only on code 200 or "200"', () => {
    expect(isLoginSuccessful(envelope({ success: true, code: 200 }))).toBe(true);
    expect(isLoginSuccessful(envelope({ success: true, code: '200' }))).toBe(true);
    expect(isLoginSuccessful(envelope({ success: true, code: 0 }))).toBe(false);
  });

  it('requireSuccess returns the result or throws the server message', () => {
    expect(requireSuccess(envelope({ success: true, code: 0, result: 3 }))).toBe(3);
    const failed = envelope({ success: false, code: 500, message: '操作失败' });
    expect(() => requireSuccess(failed)).toThrow(HttpFailure);
    expect(() => requireSuccess(failed)).toThrow('操作失败');
  });
});
