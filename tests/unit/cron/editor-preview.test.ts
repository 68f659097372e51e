import { describe, expect, it } from 'vitest';
import { t } from '../../../elements/core/i18n';
import {
  PREVIEW_DEBOUNCE_MS,
  checkExpression,
  cronErrorMessage,
  expressionErrorMessage,
  formatRunTime,
  previewRuns,
  type Translate,
} from '../../../elements/cron';

const zh: Translate = (key, params) => t(key, params, 'zh-CN');
const en: Translate = (key, params) => t(key, params, 'en');
const from = new Date(Date.UTC(2026, 10, 22, 0, 0, 0));

describe('the preview: the next 10 run times', () => {
  it('lists ten runs on the wall clock of the time zone', () => {
    const preview = previewRuns('0 30 9 * * ?', { timeZone: 'Asia/Shanghai', from });
    expect(preview.kind).toBe('runs');
    if (preview.kind !== 'runs') return;
    expect(preview.times).toHaveLength(10);
    // 2026-11-22 00:00 UTC is 08:00 in Shanghai: today's 09:30 is still to come.
    expect(preview.times[0]).toBe('2026-11-22 09:30:00');
    expect(preview.times[9]).toBe('2026-12-01 09:30:00');
  });

  it('includes the year, and lists fewer runs when the years run out', () => {
    const preview = previewRuns('0 0 0 1 1 ? 2030-2032', { timeZone: 'Asia/Shanghai', from });
    expect(preview).toEqual({
      kind: 'runs',
      times: ['2030-01-01 00:00:00', '2031-01-01 00:00:00', '2032-01-01 00:00:00'],
    });
  });

  it('shows times to the minute when seconds are hidden, reading the 5-field form', () => {
    const preview = previewRuns('15 6 1 * ?', { timeZone: 'Asia/Shanghai', from, hideSeconds: true });
    expect(preview.kind === 'runs' && preview.times[0]).toBe('2026-12-01 06:15');
  });

  it('follows the time zone: 02:30 on the spring-forward day does not exist in New York', () => {
    const expression = '0 30 2 10 3 ? 2030';
    expect(previewRuns(expression, { timeZone: 'Asia/Shanghai', from })).toEqual({
      kind: 'runs',
      times: ['2030-03-10 02:30:00'],
    });
    expect(previewRuns(expression, { timeZone: 'America/New_York', from })).toEqual({ kind: 'none' });
  });

  it('with none, says 无执行时间', () => {
    expect(previewRuns('0 0 0 30 2 ?', { timeZone: 'UTC', from })).toEqual({ kind: 'none' });
    expect(zh('cron.preview.none')).toBe('无执行时间');
  });

  it('tells an invalid expression and an unknown time zone apart from no runs', () => {
    expect(previewRuns('0 0 25 * * ?', { timeZone: 'UTC', from })).toEqual({ kind: 'invalid' });
    expect(previewRuns('0 0 0 * * ?', { timeZone: 'Mars/Olympus', from })).toEqual({ kind: 'bad-time-zone' });
  });

  it('is recomputed 500 ms after the last change', () => {
    expect(PREVIEW_DEBOUNCE_MS).toBe(500);
  });
});

describe('run times are written YYYY-MM-DD HH:mm:ss', () => {
  it('on a 24-hour clock in the given zone', () => {
    const midnight = new Date(Date.UTC(2030, 0, 1, 16, 5, 9));
    expect(formatRunTime(midnight, 'Asia/Shanghai')).toBe('2030-01-02 00:05:09');
    expect(formatRunTime(midnight, 'UTC', false)).toBe('2030-01-01 16:05');
  });
});

describe('the engine refusal in the user words', () => {
  const message = (text: string, translate: Translate, hideSeconds = false) =>
    cronErrorMessage(checkExpression(text, { hideSeconds })!, translate, { hideSeconds });

  it('names the field, the text at fault and the bounds', () => {
    expect(message('0 0 0 32 * ?', zh)).toBe('“日”字段：“32”超出范围 1-31');
    expect(message('0 0 0 32 * ?', en)).toBe('Day field: "32" is outside 1-31');
    expect(message('0 0/60 * * * ?', zh)).toBe('“分”字段：“0/60”的间隔超出范围');
  });

  it('counts the fields', () => {
    expect(message('0 0 0', zh)).toBe('字段数量不对：需要 6-7 个字段，实际 3 个');
    expect(message('0 0', zh, true)).toBe('字段数量不对：需要 5-7 个字段，实际 2 个');
  });

  it('explains the day and week rule both ways', () => {
    expect(message('0 0 0 ? * ?', zh)).toBe('日和周不能都为“?”');
    expect(message('0 0 0 1 * 2', zh)).toBe('日和周只能设置其中之一，另一个须为“?”');
  });

  it('is null for an accepted or an empty expression', () => {
    expect(expressionErrorMessage('0 0 12 * * ?', zh)).toBeNull();
    expect(expressionErrorMessage('', zh)).toBeNull();
    expect(expressionErrorMessage('0 0 12 * * ? 2030-2020', zh)).toBe('“年”字段：“2030-2020”的结束早于开始');
  });
});
