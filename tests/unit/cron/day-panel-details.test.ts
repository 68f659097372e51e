import { describe, expect, it } from 'vitest';
import { changePanel, expressionOf, readExpression, shownPanel, type CronEditorState } from '../../../elements/cron';

const now = new Date(2026, 10, 22);
const read = (text: string) => readExpression(text, { now });
const text = (state: CronEditorState) => expressionOf(state);

describe('the day panel reads back the month-end and workday forms', () => {
  it.each([
    ['the last day', '0 0 12 L * ?', { choice: 'last' }],
    ['the last working day of the month', '0 0 12 LW * ?', { choice: 'lastWorkday' }],
    ['the working day nearest the 15th', '0 0 12 15W * ?', { choice: 'workday', workday: 15 }],
  ])('%s shows its choice', (_name, expression, panel) => {
    expect(read(expression).panels.day).toMatchObject(panel);
  });

  it.each(['0 0 12 L-3 * ?', '0 0 12 L-3W * ?'])(
    '%s has no choice: the panel says so and keeps the text',
    (expression) => {
      expect(read(expression).panels.day.choice).toBe('custom');
    },
  );
});

describe('the day is written back unchanged', () => {
  it.each([
    '0 0 12 L * ?',
    '0 0 12 LW * ?',
    '0 0 12 15W * ?',
    '0 0 12 L-3 * ?',
    '0 0 12 L-3W * ?',
    '0 0 12 LW * ? 2030',
  ])('%s reads back and is written as it was, also after another panel changed', (expression) => {
    const state = read(expression);
    expect(text(state)).toBe(expression);
    const day = expression.split(' ')[3];
    expect(text(changePanel(state, 'minute', { choice: 'specify', specify: [30] })).split(' ')[3]).toBe(day);
  });

  it('choosing the last working day writes LW, and sets the hour 0 when it was *', () => {
    expect(text(changePanel(read('0 0 * * * ? *'), 'day', { choice: 'lastWorkday' }))).toBe('0 0 0 LW * ? *');
  });

  it('from LW the other choices are one click away', () => {
    expect(text(changePanel(read('0 0 12 LW * ?'), 'day', { choice: 'last' }))).toBe('0 0 12 L * ?');
    expect(text(changePanel(read('0 0 12 LW * ?'), 'week', { choice: 'specify', specify: [2] }))).toBe('0 0 12 ? * 2');
  });
});

describe('a panel shows the choice the expression has', () => {
  it('the day locked by the week shows not set, and keeps its own choice for later', () => {
    const locked = changePanel(read('0 0 12 LW * ?'), 'week', { choice: 'specify', specify: [2] });
    expect(shownPanel(locked, 'day').choice).toBe('unset');
    expect(locked.panels.day.choice).toBe('lastWorkday');
    const unlocked = changePanel(locked, 'week', { choice: 'unset' });
    expect(shownPanel(unlocked, 'day').choice).toBe('lastWorkday');
    expect(text(unlocked)).toBe('0 0 12 LW * ?');
  });

  it('a day form no choice shows is not announced while the week locks the day', () => {
    const locked = changePanel(read('0 0 12 L-3 * ?'), 'week', { choice: 'range', range: { from: 2, to: 6 } });
    expect(text(locked)).toBe('0 0 12 ? * 2-6');
    expect(shownPanel(locked, 'day').choice).toBe('unset');
  });

  it('the week shows not set while the day is used', () => {
    let state = changePanel(read('0 0 12 ? * 2#1'), 'week', { choice: 'unset' });
    expect(text(state)).toBe('0 0 12 * * ?');
    expect(shownPanel(state, 'week').choice).toBe('unset');
    state = changePanel(state, 'day', { choice: 'lastWorkday' });
    expect(shownPanel(state, 'week').choice).toBe('unset');
    expect(shownPanel(state, 'day').choice).toBe('lastWorkday');
  });

  it('panels whose field is not ? show their own choice', () => {
    const state = read('0 0 12 ? * 2-6');
    expect(shownPanel(state, 'week')).toBe(state.panels.week);
    expect(shownPanel(state, 'hour')).toBe(state.panels.hour);
  });
});
