import { describe, expect, it } from 'vitest';
import {
  addScriptHistory,
  codeModeOf,
  historyEntryLabel,
  parseScriptHistory,
  SCRIPT_HISTORY_LIMIT,
} from '../../../elements/code-editor';

describe('script history', () => {
  it('keeps the 16 most recent entries, newest first, a re-saved script moved to the top', () => {
    let history = addScriptHistory([], { content: 'a', savedAt: 1 });
    for (let index = 2; index <= 20; index++)
      history = addScriptHistory(history, { content: `s${index}`, savedAt: index });
    expect(SCRIPT_HISTORY_LIMIT).toBe(16);
    expect(history).toHaveLength(16);
    expect(history[0].content).toBe('s20');
    expect(history[15].content).toBe('s5');
    history = addScriptHistory(history, { content: 's10', savedAt: 21 });
    expect(history).toHaveLength(16);
    expect(history.filter((entry) => entry.content === 's10')).toEqual([{ content: 's10', savedAt: 21 }]);
    expect(history[0].content).toBe('s10');
  });

  it('drops malformed stored text instead of trusting it', () => {
    expect(parseScriptHistory(null)).toEqual([]);
    expect(parseScriptHistory('{oops')).toEqual([]);
    expect(parseScriptHistory('{"content":"a"}')).toEqual([]);
    expect(parseScriptHistory('[{"content":"a","savedAt":1},{"content":2},null]')).toEqual([
      { content: 'a', savedAt: 1 },
    ]);
  });

  it('labels an entry with its time and first non-blank line', () => {
    const savedAt = new Date(2024, 0, 2, 3, 4, 5).getTime();
    expect(historyEntryLabel({ content: '\n  let a = 1;\nb', savedAt })).toBe('2024-01-02 03:04:05  let a = 1;');
    expect(historyEntryLabel({ content: 'x'.repeat(40), savedAt }, 5)).toBe('2024-01-02 03:04:05  xxxxx…');
  });

  it('falls back to JavaScript for an unknown mode', () => {
    expect(codeModeOf('sql')).toBe('sql');
    expect(codeModeOf('cobol')).toBe('javascript');
    expect(codeModeOf(null)).toBe('javascript');
  });
});
