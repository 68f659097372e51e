import '../../core/i18n/catalogues/cron';
import type { ReactElement, ReactNode } from 'react';
import type { CronFieldName } from '../engine';
import {
  NTH_WEEKDAY_BOUNDS,
  type FieldInputBounds,
  type FieldPanel,
  type NumberBounds,
  type PanelChange,
  type PanelChoice,
  type Translate,
} from '../editor';
import { ChoiceDetail, ChoiceName, Hint } from './cron.styles';
import { CHOICE_KEYS, EVERY_KEYS, STEP_UNIT_KEYS, UNIT_KEYS } from './field-words';
import { fillSlots } from './fill-slots';
import { NumberField } from './number-field';
import { WeekdaySelect } from './weekday-select';

export interface ChoiceLabelProps {
  field: CronFieldName;
  choice: PanelChoice;
  panel: FieldPanel;
  bounds: FieldInputBounds;
  /** The inputs take part only while their choice is the chosen one. */
  inputsDisabled: boolean;
  onChange: (change: PanelChange) => void;
  tr: Translate;
}

/** One radio's label: the choice's name and, for choices that take numbers, their inputs. */
export function ChoiceLabel(props: ChoiceLabelProps): ReactElement {
  const { field, choice, tr } = props;
  if (choice === 'every') return <ChoiceName>{tr(EVERY_KEYS[field])}</ChoiceName>;
  if (choice === 'unset') {
    return (
      <>
        <ChoiceName>{tr('cron.choice.unset')}</ChoiceName>
        <Hint>{tr('cron.tip.dayOrWeek')}</Hint>
      </>
    );
  }
  if (choice === 'last' || choice === 'lastWorkday' || choice === 'specify')
    return <ChoiceName>{tr(CHOICE_KEYS[choice])}</ChoiceName>;
  // The weekday-of-the-month choices are named by their own sentence ("本月第 1 个 周一").
  const named = choice !== 'nthWeekday' && choice !== 'lastWeekday';
  return (
    <>
      {named && <ChoiceName>{tr(CHOICE_KEYS[choice])}</ChoiceName>}
      {/* A click on an input inside the label must not also click the radio (label activation). */}
      <ChoiceDetail onClick={(event) => event.preventDefault()}>{detailOf(props)}</ChoiceDetail>
    </>
  );
}

function detailOf({ field, choice, panel, bounds, inputsDisabled, onChange, tr }: ChoiceLabelProps): ReactNode {
  const words = { unit: tr(UNIT_KEYS[field]), stepUnit: tr(STEP_UNIT_KEYS[field]) };
  const numberBox = (value: number, range: NumberBounds, label: string, change: (next: number) => PanelChange) => (
    <NumberField
      value={value}
      bounds={range}
      onChange={(next) => onChange(change(next))}
      disabled={inputsDisabled}
      aria-label={label}
    />
  );
  // A field value: a weekday is picked by name, anything else typed as a number.
  const valueBox = (value: number, label: string, change: (next: number) => PanelChange, range = bounds.value) =>
    field === 'week' ? (
      <WeekdaySelect
        value={value}
        onChange={(next) => onChange(change(next))}
        disabled={inputsDisabled}
        tr={tr}
        aria-label={label}
      />
    ) : (
      numberBox(value, range, label, change)
    );
  const { range, loop, nthWeekday } = panel;
  switch (choice) {
    case 'range':
      return fillSlots(tr('cron.detail.range', words), {
        from: valueBox(range.from, tr('cron.input.rangeFrom'), (from) => ({ range: { ...range, from } })),
        to: valueBox(range.to, tr('cron.input.rangeTo'), (to) => ({ range: { ...range, to } }), bounds.rangeEnd),
      });
    case 'loop':
      return fillSlots(tr('cron.detail.loop', words), {
        from: valueBox(loop.from, tr('cron.input.loopFrom'), (from) => ({ loop: { ...loop, from } })),
        step: numberBox(loop.step, bounds.step, tr('cron.input.loopStep'), (step) => ({ loop: { ...loop, step } })),
      });
    case 'workday':
      return fillSlots(tr('cron.detail.workday'), {
        day: valueBox(panel.workday, tr('cron.input.workday'), (workday) => ({ workday })),
      });
    case 'nthWeekday':
      return fillSlots(tr('cron.detail.nthWeekday'), {
        nth: numberBox(nthWeekday.nth, NTH_WEEKDAY_BOUNDS, tr('cron.input.nth'), (nth) => ({
          nthWeekday: { ...nthWeekday, nth },
        })),
        weekday: valueBox(nthWeekday.weekday, tr('cron.input.nthWeekday'), (weekday) => ({
          nthWeekday: { ...nthWeekday, weekday },
        })),
      });
    case 'lastWeekday':
      return fillSlots(tr('cron.detail.lastWeekday'), {
        weekday: valueBox(panel.lastWeekday, tr('cron.input.lastWeekday'), (lastWeekday) => ({ lastWeekday })),
      });
    default:
      return null;
  }
}
