import type { ReactElement } from 'react';
import { NativeSelect } from '../../core/ui/form/native-select';
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
 * Weekdays are picked by name, stored by Quartz number. The browser's own select: seven fixed
 * names need no searchable list box, and the cron editor (what legacy pages embed most) stays
 * free of Headless UI.
 */
export function WeekdaySelect({ value, onChange, disabled, tr, ...rest }: WeekdaySelectProps): ReactElement {
  const options = WEEKDAYS.map((weekday) => ({ value: weekday, label: tr(weekdayKey(weekday)) }));
  return (
    <NativeSelect<number>
      options={options}
      value={value}
      onChange={onChange}
      disabled={disabled}
      style={{ width: 104, minWidth: 104 }}
      aria-label={rest['aria-label']}
    />
  );
}
