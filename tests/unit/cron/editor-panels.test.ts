import { describe, expect, it } from 'vitest';
import {
  changePanel,
  emptyEditorState,
  expressionOf,
  readExpression,
  type CronEditorOptions,
} from '../../../elements/cron';

const now = new Date(2026, 10, 22);
const read = (text: string, options: CronEditorOptions = {}) => readExpression(text, { now, ...options });

describe('the default: every', () => {
  it('every field on every, the week not set: * * * * * ? *', () => {
    const state = emptyEditorState({ now });
    expect(expressionOf(state)).toBe('* * * * * ? *');
    expect(state.panels.second.choice).toBe('every');
    expect(state.panels.day.choice).toBe('every');
    expect(state.panels.week.choice).toBe('unset');
  });

  it('without the year, and without seconds (which hides the year too)', () => {
    expect(expressionOf(emptyEditorState({ now, hideYear: true }))).toBe('* * * * * ?');
    expect(expressionOf(emptyEditorState({ now, hideSeconds: true }))).toBe('* * * * ?');
  });
});

describe('an expression shown in the panels', () => {
  it('reads each form into its choice', () => {
    const state = read('0/5 10-20 1,3,5 15W * ? 2030-2040');
    expect(state.panels.second).toMatchObject({ choice: 'loop', loop: { from: 0, step: 5 } });
    expect(state.panels.minute).toMatchObject({ choice: 'range', range: { from: 10, to: 20 } });
    expect(state.panels.hour).toMatchObject({ choice: 'specify', specify: [1, 3, 5] });
    expect(state.panels.day).toMatchObject({ choice: 'workday', workday: 15 });
    expect(state.panels.month.choice).toBe('every');
    expect(state.panels.week.choice).toBe('unset');
    expect(state.panels.year).toMatchObject({ choice: 'range', range: { from: 2030, to: 2040 } });
  });

  it('reads the last day, and weekdays by name, Sunday being 1', () => {
    expect(read('0 0 0 L * ?').panels.day.choice).toBe('last');
    expect(read('0 0 0 ? * MON-FRI').panels.week).toMatchObject({ choice: 'range', range: { from: 2, to: 6 } });
    expect(read('0 0 0 ? * SUN,SAT').panels.week).toMatchObject({ choice: 'specify', specify: [1, 7] });
  });

  it('reads the nth and the last weekday of the month', () => {
    expect(read('0 0 0 ? * 6#3').panels.week).toMatchObject({
      choice: 'nthWeekday',
      nthWeekday: { weekday: 6, nth: 3 },
    });
    expect(read('0 0 0 ? * 2L').panels.week).toMatchObject({ choice: 'lastWeekday', lastWeekday: 2 });
  });

  it('keeps forms no choice shows as they were typed (custom)', () => {
    const state = read('0 0 12 L-3 * ? 2030,2031');
    expect(state.panels.day).toMatchObject({ choice: 'custom', custom: 'L-3' });
    expect(state.panels.year).toMatchObject({ choice: 'custom', custom: '2030,2031' });
    expect(read('0 0 12 L-3W * ?').panels.day).toMatchObject({ choice: 'custom', custom: 'L-3W' });
    expect(read('0 1-5,10 * * * ?').panels.minute).toMatchObject({ choice: 'custom', custom: '1-5,10' });
    expect(read('0 0 0 ? * *').panels.week).toMatchObject({ choice: 'custom', custom: '*' });
    expect(expressionOf(state)).toBe('0 0 12 L-3 * ? 2030,2031');
  });

  it('keeps numbers outside the editor bounds as typed (fixed years)', () => {
    expect(read('0 0 0 * * ? 2000-2010', { yearBounds: 'fixed' }).panels.year).toMatchObject({
      choice: 'custom',
      custom: '2000-2010',
    });
    expect(read('0 0 0 * * ? 2000-2010', { yearBounds: 'open' }).panels.year).toMatchObject({ choice: 'range' });
  });

  it('reads the 5-field form without seconds when seconds are hidden', () => {
    const state = read('30 8 * * ?', { hideSeconds: true });
    expect(state.hasSeconds).toBe(false);
    expect(state.hasYear).toBe(false);
    expect(state.panels.minute).toMatchObject({ choice: 'specify', specify: [30] });
    expect(state.panels.hour).toMatchObject({ choice: 'specify', specify: [8] });
    expect(expressionOf(state)).toBe('30 8 * * ?');
  });

  it('keeps a 6-field expression without a year until the year is set', () => {
    const state = read('0 0 12 * * ?');
    expect(state.hasYear).toBe(false);
    expect(expressionOf(changePanel(state, 'minute', { choice: 'specify', specify: [30] }))).toBe('0 30 12 * * ?');
    expect(expressionOf(changePanel(state, 'year', { choice: 'every' }))).toBe('0 0 12 * * ? *');
  });
});

describe('unparseable text falls back to every', () => {
  it('a field that does not parse shows every; the others are read', () => {
    const state = read('0 0 12 x * ?');
    expect(state.panels.day.choice).toBe('every');
    expect(state.panels.hour).toMatchObject({ choice: 'specify', specify: [12] });
  });

  it('the wrong number of fields shows every everywhere', () => {
    const state = read('0 15 10');
    expect(Object.values(state.panels).map((panel) => panel.choice)).toEqual([
      'every',
      'every',
      'every',
      'every',
      'every',
      'unset',
      'every',
    ]);
  });

  it('the 5-field form is unparseable while seconds are shown', () => {
    expect(read('30 8 * * ?').panels.minute.choice).toBe('every');
  });
});

describe('each choice keeps its own numbers', () => {
  it('switching away and back shows what was entered before', () => {
    let state = changePanel(emptyEditorState({ now }), 'minute', { choice: 'range', range: { from: 5, to: 25 } });
    state = changePanel(state, 'minute', { choice: 'every' });
    state = changePanel(state, 'minute', { choice: 'range' });
    expect(state.panels.minute.range).toEqual({ from: 5, to: 25 });
  });

  it('a new expression keeps the numbers of the choices it does not use', () => {
    const state = changePanel(emptyEditorState({ now }), 'minute', { choice: 'loop', loop: { from: 3, step: 7 } });
    const read2 = readExpression('0 10-20 * * * ?', { now }, state);
    expect(read2.panels.minute).toMatchObject({
      choice: 'range',
      range: { from: 10, to: 20 },
      loop: { from: 3, step: 7 },
    });
  });
});
