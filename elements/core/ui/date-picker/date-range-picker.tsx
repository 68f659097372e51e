import '../../i18n/catalogues/date-picker';
import type { CSSProperties, ReactElement } from 'react';
import { useTranslation, type MessageKey } from '../../i18n';
import { useControllableState } from '../shared/use-controllable-state';
import type { ControlSize } from '../shared/tokens';
import { DatePicker } from './date-picker';
import { RangeRoot } from './date-picker.styles';
import type { PickerKind } from './picker-kind';

/** A range's start and end, each '' while not chosen. */
export type DateRange = [string, string];

export interface DateRangePickerProps {
  kind?: PickerKind;
  format?: string;
  value?: DateRange;
  defaultValue?: DateRange;
  onChange?: (value: DateRange) => void;
  min?: string;
  max?: string;
  disabledDate?: (day: string) => boolean;
  disabled?: boolean;
  allowClear?: boolean;
  size?: ControlSize;
  /** The name of the range ("创建时间"); each end is named after it ("创建时间 开始日期"). */
  'aria-label'?: string;
  /** The start's and the end's own names, where the page words them itself ("创建时间开始"). */
  startLabel?: string;
  endLabel?: string;
  className?: string;
  style?: CSSProperties;
}

/**
 * A start and an end picker side by side: the start cannot pass the end, nor the end come
 * before the start (each bounds the other), and each end keeps the picker's keyboard and format.
 */
export function DateRangePicker(props: DateRangePickerProps): ReactElement {
  const { kind = 'date' } = props;
  const { t } = useTranslation();
  const [range, setRange] = useControllableState<DateRange>(props.value, props.defaultValue ?? ['', '']);
  const [start, end] = range;
  const kindName = t(`datePicker.kind.${kind}` as MessageKey);
  const startName = t('datePicker.rangeStart', { kind: kindName });
  const endName = t('datePicker.rangeEnd', { kind: kindName });
  const change = (next: DateRange) => {
    setRange(next);
    props.onChange?.(next);
  };
  const named = (end: string, own?: string) => own ?? (props['aria-label'] ? `${props['aria-label']} ${end}` : end);
  const shared = {
    kind,
    format: props.format,
    disabledDate: props.disabledDate,
    disabled: props.disabled,
    allowClear: props.allowClear,
    size: props.size,
  };

  return (
    <RangeRoot className={props.className} style={props.style} role="group" aria-label={props['aria-label']}>
      <DatePicker
        {...shared}
        value={start}
        min={props.min}
        max={end || props.max}
        openAt={end}
        placeholder={startName}
        aria-label={named(startName, props.startLabel)}
        onChange={(next) => change([next, end])}
      />
      <span data-separator="" aria-hidden="true">
        ~
      </span>
      <DatePicker
        {...shared}
        value={end}
        min={start || props.min}
        max={props.max}
        openAt={start}
        placeholder={endName}
        aria-label={named(endName, props.endLabel)}
        onChange={(next) => change([start, next])}
      />
    </RangeRoot>
  );
}
