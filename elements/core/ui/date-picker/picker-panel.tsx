import '../../i18n/catalogues/date-picker';
import dayjs, { type Dayjs } from 'dayjs';
import type { MouseEvent, ReactElement } from 'react';
import { useTranslation, type MessageKey } from '../../i18n';
import { DayPanel } from './day-panel';
import { LinkButton, OkButton, PanelBody, PanelFooter, PanelMain } from './date-picker.styles';
import { MonthYearPanel } from './month-year-panel';
import { hasTime, type PickerKind } from './picker-kind';
import { TimePanel } from './time-panel';
import type { PickerState } from './use-picker-state';

export interface PickerPanelProps {
  kind: PickerKind;
  state: PickerState;
  weekStart: 0 | 1;
  /** A final choice (a day, a month, a year, OK): the value changes and the panel closes. */
  onDone: (text: string) => void;
}

/** A press on the panel's text (a weekday, a column title) keeps the focus where it is. */
function keepFocus(event: MouseEvent): void {
  if (!(event.target as Element).closest('button, [tabindex]')) event.preventDefault();
}

/** The panel of a picker: days (with the clock for a datetime), months, years or the clock alone. */
export function PickerPanel({ kind, state, weekStart, onDone }: PickerPanelProps): ReactElement {
  const { t } = useTranslation();
  const today = dayjs();
  const { mode, active, bounds, pending, chosen, format } = state;
  const shown = pending ?? chosen;
  const finish = (moment: Dayjs) => onDone(moment.format(format));

  const calendar = () => {
    if (mode === 'day') {
      return (
        <DayPanel
          active={active}
          selected={shown}
          today={today}
          weekStart={weekStart}
          bounds={bounds}
          onActive={state.setActive}
          onPick={kind === 'datetime' ? state.pickDay : finish}
          onShowMonths={() => state.setMode('month')}
        />
      );
    }
    const pickedIsFinal = mode === kind;
    return (
      <MonthYearPanel
        mode={mode}
        active={active}
        selected={shown}
        today={today}
        bounds={bounds}
        onActive={state.setActive}
        onPick={(moment) => {
          if (pickedIsFinal) return finish(moment);
          state.setActive(moment);
          state.setMode(mode === 'year' ? 'month' : 'day');
        }}
        onShowYears={mode === 'month' ? () => state.setMode('year') : undefined}
      />
    );
  };

  const problem =
    state.problem &&
    (state.problem === 'invalid'
      ? t('datePicker.invalid', { format })
      : t('datePicker.outOfRange', { kind: t(`datePicker.kind.${kind}` as MessageKey) }));
  return (
    <PanelBody onMouseDown={keepFocus} data-picker-panel="">
      <PanelMain>
        {kind !== 'time' && <div style={{ flex: '0 0 auto', width: 264 }}>{calendar()}</div>}
        {hasTime(kind) && <TimePanel moment={shown} alone={kind === 'time'} onChoose={state.chooseTime} />}
      </PanelMain>
      <PanelFooter>
        {problem ? (
          <span data-message="" role="alert">
            {problem}
          </span>
        ) : (
          <span data-fill="" />
        )}
        {kind === 'date' && (
          <LinkButton type="button" onClick={() => onDone(today.format(format))}>
            {t('datePicker.today')}
          </LinkButton>
        )}
        {hasTime(kind) && (
          <>
            <LinkButton type="button" onClick={() => state.setDraft(today.format(format))}>
              {t('datePicker.now')}
            </LinkButton>
            <OkButton type="button" disabled={Boolean(state.problem) || !pending} onClick={() => onDone(state.draft)}>
              {t('datePicker.ok')}
            </OkButton>
          </>
        )}
      </PanelFooter>
    </PanelBody>
  );
}
