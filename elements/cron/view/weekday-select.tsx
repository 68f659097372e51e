import type { ReactElement } from 'react';
import { DeferredSelect } from '../../core/ui/select/deferred-select';
import type { Translate } from '../editor';
import { WEEKDAYS, weekdayKey } from './weekday-names';

export interface WeekdaySelectProps {
  value: number;
  onChange: (weekday: number) => void;
  disabled?: boolean;
  tr: Translate;
  'aria-label': string;
}

/**
 * Weekdays are picked by name, stored by Quartz number, in the product's list-box select like every
 * other choice. Deferred: the cron editor is what legacy pages load alone, and the list box's code
 * comes only when the user reaches for it, so the cron page keeps its size budget.
 */
export function WeekdaySelect({ value, onChange, disabled, tr, ...rest }: WeekdaySelectProps): ReactElement {
  const options = WEEKDAYS.map((weekday) => ({ value: weekday, label: tr(weekdayKey(weekday)) }));
  return (
    <DeferredSelect<number>
      options={options}
      value={value}
      onChange={(weekday) => {
        if (weekday !== null) onChange(weekday);
      }}
      disabled={disabled}
      style={{ width: 104, minWidth: 104 }}
      aria-label={rest['aria-label']}
    />
  );
}
