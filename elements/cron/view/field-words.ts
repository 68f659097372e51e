import '../../core/i18n/catalogues/cron';
import type { MessageKey } from '../../core/i18n';
import type { CronFieldName } from '../engine';
import type { PanelChoice } from '../editor';

/** "每秒", "每分", ...: the every choice of each panel (the week has none). */
export const EVERY_KEYS: Readonly<Record<CronFieldName, MessageKey>> = {
  second: 'cron.every.second',
  minute: 'cron.every.minute',
  hour: 'cron.every.hour',
  day: 'cron.every.day',
  month: 'cron.every.month',
  week: 'cron.every.day',
  year: 'cron.every.year',
};

/** The word after a value in a panel's message ("从 0 秒至 59 秒"). */
export const UNIT_KEYS: Readonly<Record<CronFieldName, MessageKey>> = {
  second: 'cron.unit.second',
  minute: 'cron.unit.minute',
  hour: 'cron.unit.hour',
  day: 'cron.unit.day',
  month: 'cron.unit.month',
  week: 'cron.unit.week',
  year: 'cron.unit.year',
};

/** The word after a loop's interval ("间隔 1 秒"; the week loop counts days). */
export const STEP_UNIT_KEYS: Readonly<Record<CronFieldName, MessageKey>> = {
  second: 'cron.stepUnit.second',
  minute: 'cron.stepUnit.minute',
  hour: 'cron.stepUnit.hour',
  day: 'cron.stepUnit.day',
  month: 'cron.stepUnit.month',
  week: 'cron.stepUnit.week',
  year: 'cron.stepUnit.year',
};

/** The name of each choice that has one of its own ("every" is named per field above). */
export const CHOICE_KEYS: Readonly<Record<Exclude<PanelChoice, 'every' | 'nthWeekday' | 'lastWeekday'>, MessageKey>> = {
  unset: 'cron.choice.unset',
  range: 'cron.choice.range',
  loop: 'cron.choice.loop',
  workday: 'cron.choice.workday',
  last: 'cron.choice.last',
  lastWorkday: 'cron.choice.lastWorkday',
  specify: 'cron.choice.specify',
};
