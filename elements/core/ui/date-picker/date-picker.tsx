import '../../i18n/catalogues/date-picker';
import {
  useEffect,
  useId,
  useRef,
  type CSSProperties,
  type FocusEvent,
  type KeyboardEvent,
  type ReactElement,
} from 'react';
import { useTranslation, type MessageKey } from '../../i18n';
import { Popup } from '../popup/popup';
import { CalendarIcon, ClockIcon, CloseIcon } from '../shared/icons';
import { useControllableState } from '../shared/use-controllable-state';
import type { ControlSize } from '../shared/tokens';
import { weekStartOf } from './calendar-grid';
import { PickerFrame, PickerRoot } from './date-picker.styles';
import { PickerPanel } from './picker-panel';
import type { PickerKind } from './picker-kind';
import { usePickerState } from './use-picker-state';

export interface DatePickerProps {
  /** date (default), datetime, time, month or year. */
  kind?: PickerKind;
  /** The format of the value and the box, in YYYY MM DD HH mm ss; default the spec's for the kind. */
  format?: string;
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  /** The earliest and latest choosable moment, in the picker's format. */
  min?: string;
  max?: string;
  /** A day (`YYYY-MM-DD`) that may not be chosen. */
  disabledDate?: (day: string) => boolean;
  /** Where the panel opens while there is no value, in the format; default today (within min and max). */
  openAt?: string;
  placeholder?: string;
  disabled?: boolean;
  /** Shows an × that empties the value; default true. */
  allowClear?: boolean;
  autoFocus?: boolean;
  size?: ControlSize;
  status?: 'error' | 'warning';
  id?: string;
  name?: string;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  'aria-describedby'?: string;
  className?: string;
  style?: CSSProperties;
  /** The focus left the picker (its box and its panel): a grid cell's editor ends there. */
  onLeave?: () => void;
  /** Keys the box does not use itself (Tab, Enter once the panel is closed) for the caller. */
  onKeyDown?: (event: KeyboardEvent<HTMLInputElement>) => void;
}

/** The spec's minimum widths: 190 px for a datetime, 135 px for a date. */
export const PICKER_MIN_WIDTH: Partial<Record<PickerKind, number>> = { datetime: 190, date: 135 };

const PANEL_SIZE: Record<PickerKind, { width: number; height: number }> = {
  date: { width: 274, height: 318 },
  datetime: { width: 450, height: 318 },
  time: { width: 200, height: 300 },
  month: { width: 274, height: 250 },
  year: { width: 274, height: 250 },
};

/**
 * A date, datetime, time, month or year field: a text box that takes the value typed in its
 * format and a panel (calendar, months, years, clock) in the top layer under it. The value and
 * the box always use the format (the spec's by default), whatever the browser's language; the
 * week starts on Monday in zh-CN and on Sunday in en.
 */
export function DatePicker(props: DatePickerProps): ReactElement {
  const { kind = 'date', disabled = false, allowClear = true } = props;
  const { t, locale } = useTranslation();
  const [value, setValue] = useControllableState(props.value, props.defaultValue ?? '');
  const state = usePickerState({
    kind,
    format: props.format,
    value,
    min: props.min,
    max: props.max,
    disabledDate: props.disabledDate,
    openAt: props.openAt,
    onChange: (next) => {
      setValue(next);
      props.onChange?.(next);
    },
  });
  const input = useRef<HTMLInputElement>(null);
  const panelId = useId();
  const focusPanel = useRef(false);
  const kindName = t(`datePicker.kind.${kind}` as MessageKey);
  const focusActiveCell = () =>
    input.current
      ?.closest('[data-picker-root]')
      ?.querySelector<HTMLElement>('[data-picker-panel] [tabindex="0"]')
      ?.focus();

  // Opened from the keyboard or the icon, the panel takes the focus on its active cell. A passive
  // effect: it runs once the pop-up is shown, and a hidden pop-up's cells cannot take the focus.
  useEffect(() => {
    if (!state.open || !focusPanel.current) return;
    focusPanel.current = false;
    focusActiveCell();
  });

  const close = (returnFocus: boolean) => {
    state.setOpen(false);
    if (returnFocus) input.current?.focus();
  };
  const finish = (text: string) => {
    if (state.commit(text)) close(true);
  };
  const openWithFocus = () => {
    focusPanel.current = true;
    state.openPanel();
  };

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
    state.setOpen(false);
    if (!state.commit(state.draft)) state.setDraft(value);
    props.onLeave?.();
  };

  const onRootKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape' || !state.open) return;
    event.preventDefault();
    event.stopPropagation();
    state.setDraft(value);
    close(true);
  };

  const onInputKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && !event.altKey) {
      event.preventDefault();
      if (state.open) focusActiveCell();
      else openWithFocus();
      return;
    }
    if (event.key === 'Enter' && state.open) {
      event.preventDefault();
      event.stopPropagation();
      if (state.commit(state.draft)) close(false);
      return;
    }
    props.onKeyDown?.(event);
  };

  const clearable = allowClear && !disabled && (value !== '' || state.draft !== '');
  const Icon = kind === 'time' ? ClockIcon : CalendarIcon;
  return (
    <PickerRoot
      data-picker-root=""
      className={props.className}
      style={{ minWidth: PICKER_MIN_WIDTH[kind], ...props.style }}
      onBlur={onBlur}
      onKeyDown={onRootKeyDown}
    >
      <PickerFrame
        data-size={props.size}
        data-status={state.problem ? 'error' : props.status}
        data-disabled={disabled || undefined}
      >
        <input
          ref={input}
          id={props.id}
          name={props.name}
          role="combobox"
          aria-haspopup="dialog"
          aria-expanded={state.open}
          aria-controls={state.open ? panelId : undefined}
          aria-label={props['aria-label']}
          aria-labelledby={props['aria-labelledby']}
          aria-describedby={props['aria-describedby']}
          aria-invalid={Boolean(state.problem) || props.status === 'error' || undefined}
          autoComplete="off"
          // biome-ignore lint/a11y/noAutofocus: the host asks for it (the autoFocus prop), as of a native input.
          autoFocus={props.autoFocus}
          disabled={disabled}
          placeholder={props.placeholder ?? t(`datePicker.placeholder.${kind}` as MessageKey)}
          value={state.draft}
          onChange={(event) => {
            if (state.type(event.target.value)) state.setOpen(false);
            else state.openPanel();
          }}
          onClick={() => state.openPanel()}
          onKeyDown={onInputKeyDown}
        />
        {clearable && (
          <button
            type="button"
            tabIndex={-1}
            aria-label={t('datePicker.clear')}
            onClick={() => {
              state.commit('');
              input.current?.focus();
            }}
          >
            <CloseIcon />
          </button>
        )}
        <button
          type="button"
          tabIndex={-1}
          disabled={disabled}
          aria-label={`${t('datePicker.open')} ${kindName}`}
          aria-expanded={state.open}
          onClick={() => (state.open ? close(true) : openWithFocus())}
        >
          <Icon />
        </button>
      </PickerFrame>
      {state.open && (
        <Popup
          id={panelId}
          width={PANEL_SIZE[kind].width}
          height={PANEL_SIZE[kind].height}
          focusFirst={false}
          aria-label={t('datePicker.panel', { kind: kindName })}
        >
          <PickerPanel kind={kind} state={state} weekStart={weekStartOf(locale)} onDone={finish} />
        </Popup>
      )}
    </PickerRoot>
  );
}
