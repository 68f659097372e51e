import type { ReactElement } from 'react';
import { Select } from '../../core/ui';
import type { Translate } from '../editor';
import { WEEKDAYS, weekdayKey } from './weekday-names';

export interface WeekdaySelectProps {
  value: number;
  onChange: (weekday: number) => void;
  disabled?: boolean;
  tr: Translate;
  'aria-label': string;
}

/** Weekdays are picked by name, stored by Quartz number. */
export function WeekdaySelect({ value, onChange, disabled, tr, ...rest }: WeekdaySelectProps): ReactElement {
  const options = WEEKDAYS.map((weekday) => ({ value: weekday, label: tr(weekdayKey(weekday)) }));
  return (
    <Select<number>
      options={options}
      value={value}
      onChange={(next) => {
        if (next !== null) onChange(next);
      }}
      disabled={disabled}
      style={{ width: 104, minWidth: 104 }}
      aria-label={rest['aria-label']}
    />
  );
}
