import { CRON_FIELD_NAMES, type CronFieldName } from '../engine';
import { fieldTexts, type CronEditorState, type FieldTexts } from './editor-state';

type Fix = readonly [CronFieldName, number];

/**
 * Widgets spec section 4: "When a finer field is set while a coarser one is *, the coarser one is
 * set automatically: minute set makes second 0, hour set makes minute 0, day or week set makes
 * hour 0, year set makes month 1." And: "When one [of day and week] is ? and the other *, the *
 * becomes 1", which JeecgBoot's editor, where the rule comes from, applies when the month is set
 * (read unconditionally it would turn the default every-day expression into the 1st).
 */
const FIXES_WHEN_SET: Readonly<Record<CronFieldName, (texts: FieldTexts) => Fix[]>> = {
  second: () => [],
  minute: (texts) => (texts.second === '*' ? [['second', 0]] : []),
  hour: (texts) => (texts.minute === '*' ? [['minute', 0]] : []),
  day: (texts) => (texts.hour === '*' ? [['hour', 0]] : []),
  week: (texts) => (texts.hour === '*' ? [['hour', 0]] : []),
  month: (texts) => {
    if (texts.day === '?' && texts.week === '*') return [['week', 1]];
    if (texts.week === '?' && texts.day === '*') return [['day', 1]];
    return [];
  },
  year: (texts) => (texts.month === '*' ? [['month', 1]] : []),
};

/** A field is "set" when it holds a value: neither * (every) nor ? (not set). */
export function isSetText(text: string): boolean {
  return text !== '*' && text !== '?';
}

function fix(state: CronEditorState, [name, value]: Fix): CronEditorState {
  const panel = { ...state.panels[name], choice: 'specify' as const, specify: [value] };
  return { ...state, panels: { ...state.panels, [name]: panel } };
}

/**
 * Applies the rules to every field whose text became set since `before`, and again to the
 * fields the rules set themselves: setting the hour on `* * * * * ?` makes the minute 0, which
 * makes the second 0.
 */
export function setCoarserFields(state: CronEditorState, before: FieldTexts): CronEditorState {
  let current = state;
  let previous = before;
  for (let round = 0; round < CRON_FIELD_NAMES.length; round += 1) {
    const texts = fieldTexts(current);
    const newlySet = CRON_FIELD_NAMES.filter((name) => texts[name] !== previous[name] && isSetText(texts[name]));
    if (newlySet.length === 0) break;
    previous = texts;
    for (const name of newlySet) {
      for (const rule of FIXES_WHEN_SET[name](fieldTexts(current))) current = fix(current, rule);
    }
  }
  return current;
}
