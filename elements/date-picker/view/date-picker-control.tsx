import '../../core/i18n/catalogues/date-picker';
import { useEffect, useRef, type ReactElement } from 'react';
import type { FormControl } from '../../core/element';
import { useTranslation, type MessageKey } from '../../core/i18n';
import { DatePicker, DateRangePicker, hostLabel, type PickerKind } from '../../core/ui';
import { formatOf } from '../../core/ui/date-picker';
import { pickerValidity } from './picker-validity';

export interface DatePickerChange {
  value: string;
  previousValue: string;
}

export interface DatePickerControlProps {
  /** The value in the format; a range's two ends comma-separated (`2026-01-01,2026-01-31`). */
  value?: string;
  /** date (default), datetime, time, month or year. */
  type?: PickerKind;
  /** A start and an end rather than one value. */
  range?: boolean;
  min?: string;
  max?: string;
  format?: string;
  /** The form field name: the element submits its value under it (form association), the control only carries it. */
  name?: string;
  placeholder?: string;
  /** The accessible name where no `aria-label` or `<label>` names the element. */
  label?: string;
  disabled?: boolean;
  required?: boolean;
  onChange?: (change: DatePickerChange) => void;
  container?: ShadowRoot;
  formControl?: FormControl;
}

const RANGE_SEPARATOR = ',';

function splitRange(value: string): [string, string] {
  const [start = '', end = ''] = value.split(RANGE_SEPARATOR);
  return [start, end];
}

function joinRange([start, end]: [string, string]): string {
  return start === '' && end === '' ? '' : `${start}${RANGE_SEPARATOR}${end}`;
}

/** The picker family as one form control: a date, datetime, time, month or year, or a range of them. */
export function DatePickerControl({
  value = '',
  type = 'date',
  range = false,
  formControl,
  container,
  ...props
}: DatePickerControlProps): ReactElement {
  const { t } = useTranslation();
  const label = props.label ?? hostLabel(container);
  const anchor = useRef<HTMLDivElement>(null);
  const kindName = t(`datePicker.kind.${type}` as MessageKey);
  const format = formatOf(type, props.format);
  const required = Boolean(props.required);

  useEffect(() => {
    if (!formControl) return;
    const problem = pickerValidity(range ? splitRange(value) : [value], {
      kind: type,
      format,
      min: props.min,
      max: props.max,
      required,
    });
    if (!problem) return formControl.setValidity();
    const message =
      problem === 'valueMissing'
        ? t(`datePicker.placeholder.${type}` as MessageKey)
        : problem === 'badInput'
          ? t('datePicker.invalid', { format })
          : t('datePicker.outOfRange', { kind: kindName });
    formControl.setValidity({
      flags: { [problem]: true },
      message,
      anchor: anchor.current?.querySelector('input') ?? undefined,
    });
  }, [formControl, value, range, type, format, props.min, props.max, required, kindName, t]);

  const report = (next: string) => {
    if (next !== value) props.onChange?.({ value: next, previousValue: value });
  };
  const shared = {
    kind: type,
    format: props.format,
    min: props.min,
    max: props.max,
    disabled: props.disabled,
    'aria-label': label,
  };

  return (
    <div ref={anchor} part="control">
      {range ? (
        <DateRangePicker {...shared} value={splitRange(value)} onChange={(next) => report(joinRange(next))} />
      ) : (
        <DatePicker
          {...shared}
          placeholder={props.placeholder}
          value={value}
          onChange={report}
          style={{ width: '100%' }}
        />
      )}
    </div>
  );
}
