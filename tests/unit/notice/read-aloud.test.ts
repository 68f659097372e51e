import { describe, expect, it } from 'vitest';
import { readMessageAloud, type SpeechPort } from '../../../elements/notice/model/read-aloud';

function recorder(): SpeechPort & { spoken: string[] } {
  const spoken: string[] = [];
  return { spoken, speak: (text) => spoken.push(text) };
}

describe('read-aloud of pushed messages', () => {
  it('speaks the message text through the browser speech port when on', () => {
    const speech = recorder();
    expect(readMessageAloud(' 收割通知 ', true, speech)).toBe(true);
    expect(speech.spoken).toEqual(['收割通知']);
  });

  it('stays silent when switched off, for an empty text, or without speech synthesis', () => {
    const speech = recorder();
    expect(readMessageAloud('收割通知', false, speech)).toBe(false);
    expect(readMessageAloud('  ', true, speech)).toBe(false);
    expect(readMessageAloud(undefined, true, speech)).toBe(false);
    expect(readMessageAloud('收割通知', true, null)).toBe(false);
    expect(speech.spoken).toEqual([]);
  });
});
