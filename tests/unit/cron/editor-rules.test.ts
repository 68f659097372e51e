import { describe, expect, it } from 'vitest';
import {
  changePanel,
  emptyEditorState,
  expressionOf,
  isDayLocked,
  readExpression,
  type CronEditorState,
} from '../../../elements/cron';

const now = new Date(2026, 10, 22);
const read = (text: string) => readExpression(text, { now });
const text = (state: CronEditorState) => expressionOf(state);

describe('specify with an empty list adds the minimum value', () => {
  it('choosing specify with nothing ticked ticks the minimum', () => {
    expect(text(changePanel(read('* * * * * ? *'), 'second', { choice: 'specify' }))).toBe('0 * * * * ? *');
    expect(changePanel(read('0 0 0 * * ? *'), 'day', { choice: 'specify' }).panels.day.specify).toEqual([1]);
  });

  it('unticking the last value leaves the minimum ticked', () => {
    const state = changePanel(read('0 0 0 5 * ? *'), 'day', { specify: [] });
    expect(state.panels.day.specify).toEqual([1]);
    expect(text(state)).toBe('0 0 0 1 * ? *');
  });

  it('lists the ticked values in order', () => {
    expect(text(changePanel(read('0 * * * * ? *'), 'minute', { choice: 'specify', specify: [30, 5, 15] }))).toBe(
      '0 5,15,30 * * * ? *',
    );
  });
});

describe('day and week are mutually exclusive', () => {
  it('setting the week makes the day ?', () => {
    const state = changePanel(read('0 0 0 * * ? *'), 'week', { choice: 'specify', specify: [2, 4] });
    expect(text(state)).toBe('0 0 0 ? * 2,4 *');
  });

  it('the day panel is disabled while the week is set, and emits ?', () => {
    const state = changePanel(read('0 0 0 15 * ? *'), 'week', { choice: 'range', range: { from: 2, to: 6 } });
    expect(isDayLocked(state)).toBe(true);
    expect(state.panels.day).toMatchObject({ choice: 'specify', specify: [15] });
    expect(text(state)).toBe('0 0 0 ? * 2-6 *');
  });

  it('setting the week back to not set gives the day its own value again', () => {
    let state = changePanel(read('0 0 0 15 * ? *'), 'week', { choice: 'loop', loop: { from: 2, step: 3 } });
    state = changePanel(state, 'week', { choice: 'unset' });
    expect(isDayLocked(state)).toBe(false);
    expect(text(state)).toBe('0 0 0 15 * ? *');
  });

  it('day and week cannot both be *: the day is ? while the week is *', () => {
    const state = read('0 0 0 ? * * *');
    expect(state.panels.week.custom).toBe('*');
    expect(text(changePanel(state, 'minute', { choice: 'specify', specify: [5] }))).toBe('0 5 0 ? * * *');
  });

  it('day and week cannot both be ?: not setting the day sets the week (Sunday, the minimum)', () => {
    expect(text(changePanel(read('0 0 0 * * ? *'), 'day', { choice: 'unset' }))).toBe('0 0 0 ? * 1 *');
  });

  it('day and week cannot both be ?: not setting the week while the day is not set makes the day every day', () => {
    let state = changePanel(read('0 0 0 * * ? *'), 'day', { choice: 'unset' });
    state = changePanel(state, 'week', { choice: 'unset' });
    expect(text(state)).toBe('0 0 0 * * ? *');
  });
});

describe('setting a field while a coarser one is * sets the coarser one', () => {
  it('minute set makes second 0', () => {
    expect(text(changePanel(read('* * * * * ? *'), 'minute', { choice: 'specify', specify: [15] }))).toBe(
      '0 15 * * * ? *',
    );
  });

  it('hour set makes minute 0, and so second 0', () => {
    expect(text(changePanel(read('* * * * * ? *'), 'hour', { choice: 'range', range: { from: 8, to: 18 } }))).toBe(
      '0 0 8-18 * * ? *',
    );
  });

  it('day set makes hour 0', () => {
    expect(text(changePanel(read('0 0 * * * ? *'), 'day', { choice: 'last' }))).toBe('0 0 0 L * ? *');
  });

  it('week set makes hour 0', () => {
    expect(
      text(changePanel(read('0 0 * * * ? *'), 'week', { choice: 'nthWeekday', nthWeekday: { weekday: 2, nth: 1 } })),
    ).toBe('0 0 0 ? * 2#1 *');
  });

  it('year set makes month 1 (and with it the day 1, hour, minute and second 0)', () => {
    expect(text(changePanel(read('* * * * * ? *'), 'year', { choice: 'loop', loop: { from: 2030, step: 2 } }))).toBe(
      '0 0 0 1 1 ? 2030/2',
    );
  });

  it('month set: with the week ? and the day *, the * becomes 1', () => {
    expect(text(changePanel(read('0 0 0 * * ? *'), 'month', { choice: 'specify', specify: [3] }))).toBe(
      '0 0 0 1 3 ? *',
    );
  });

  it('month set: with the day ? and the week *, the * becomes 1', () => {
    expect(text(changePanel(read('0 0 0 ? * * *'), 'month', { choice: 'range', range: { from: 3, to: 5 } }))).toBe(
      '0 0 0 ? 3-5 1 *',
    );
  });

  it('leaves coarser fields that hold a value alone', () => {
    expect(text(changePanel(read('30 * * * * ? *'), 'minute', { choice: 'specify', specify: [15] }))).toBe(
      '30 15 * * * ? *',
    );
    expect(text(changePanel(read('0 0 6 * * ? *'), 'day', { choice: 'specify', specify: [10] }))).toBe(
      '0 0 6 10 * ? *',
    );
  });

  it('does not fire for every or not set', () => {
    expect(text(changePanel(read('* 5 * * * ? *'), 'minute', { choice: 'every' }))).toBe('* * * * * ? *');
    expect(text(changePanel(read('0 0 * 5 * ? *'), 'day', { choice: 'every' }))).toBe('0 0 * * * ? *');
  });

  it('does not rewrite an expression that is typed or given whole', () => {
    expect(text(read('* 15 * * * ? *'))).toBe('* 15 * * * ? *');
  });
});

describe('hidden seconds', () => {
  it('writes minute hour day month week only', () => {
    const state = changePanel(emptyEditorState({ now, hideSeconds: true }), 'hour', {
      choice: 'specify',
      specify: [9],
    });
    expect(text(state)).toBe('0 9 * * ?');
  });
});
