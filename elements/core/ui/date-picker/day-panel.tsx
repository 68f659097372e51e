import '../../i18n/catalogues/date-picker';
import type { Dayjs } from 'dayjs';
import { useRef, type KeyboardEvent, type ReactElement } from 'react';
import { useTranslation, type MessageKey } from '../../i18n';
import { ChevronLeftIcon, ChevronRightIcon } from '../shared/icons';
import { monthWeeks, weekdayOrder } from './calendar-grid';
import { keyMove } from './calendar-keys';
import { CellButton, CellTable, PanelButton, PanelHeader } from './date-picker.styles';
import { isChoosable, type PickerBounds } from './picker-bounds';
import { useCellFocus } from './use-cell-focus';

export interface DayPanelProps {
  /** The day the keyboard is on; its month is the one shown. */
  active: Dayjs;
  selected: Dayjs | undefined;
  today: Dayjs;
  weekStart: 0 | 1;
  bounds: PickerBounds;
  onActive: (day: Dayjs) => void;
  onPick: (day: Dayjs) => void;
  onShowMonths: () => void;
}

const DAY_LABEL = 'YYYY-MM-DD';

/** The header of a panel: a year back, a step back, the title, a step on, a year on. */
export function StepHeader(props: {
  title: string;
  titleLabel: string;
  onTitle: () => void;
  back: [MessageKey, () => void];
  forward: [MessageKey, () => void];
  farBack?: [MessageKey, () => void];
  farForward?: [MessageKey, () => void];
}): ReactElement {
  const { t } = useTranslation();
  return (
    <PanelHeader>
      {props.farBack && (
        <PanelButton type="button" aria-label={t(props.farBack[0])} onClick={props.farBack[1]}>
          <ChevronLeftIcon />
          <ChevronLeftIcon style={{ marginLeft: -6 }} />
        </PanelButton>
      )}
      <PanelButton type="button" aria-label={t(props.back[0])} onClick={props.back[1]}>
        <ChevronLeftIcon />
      </PanelButton>
      <PanelButton type="button" data-title="" aria-label={props.titleLabel} onClick={props.onTitle}>
        {props.title}
      </PanelButton>
      <PanelButton type="button" aria-label={t(props.forward[0])} onClick={props.forward[1]}>
        <ChevronRightIcon />
      </PanelButton>
      {props.farForward && (
        <PanelButton type="button" aria-label={t(props.farForward[0])} onClick={props.farForward[1]}>
          <ChevronRightIcon />
          <ChevronRightIcon style={{ marginLeft: -6 }} />
        </PanelButton>
      )}
    </PanelHeader>
  );
}

/** A month of days in six weeks, the week starting as the locale has it. */
export function DayPanel({
  active,
  selected,
  today,
  weekStart,
  bounds,
  onActive,
  onPick,
  onShowMonths,
}: DayPanelProps): ReactElement {
  const { t } = useTranslation();
  const table = useRef<HTMLTableElement>(null);
  const focus = useCellFocus(table, active.valueOf());
  const month = active.month() + 1;
  const title = t('datePicker.yearMonth', {
    year: active.year(),
    month,
    monthName: t(`datePicker.monthShort.${month}` as MessageKey),
  });

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      event.stopPropagation();
      if (isChoosable(active, 'day', bounds)) onPick(active);
      return;
    }
    const moved = keyMove('day', active, event.key, event.shiftKey, weekStart);
    if (!moved) return;
    event.preventDefault();
    event.stopPropagation();
    focus.request();
    onActive(moved);
  };

  return (
    <div>
      <StepHeader
        title={title}
        titleLabel={`${t('datePicker.chooseMonth')} ${title}`}
        onTitle={onShowMonths}
        farBack={['datePicker.prevYear', () => onActive(active.subtract(1, 'year'))]}
        back={['datePicker.prevMonth', () => onActive(active.subtract(1, 'month'))]}
        forward={['datePicker.nextMonth', () => onActive(active.add(1, 'month'))]}
        farForward={['datePicker.nextYear', () => onActive(active.add(1, 'year'))]}
      />
      <CellTable ref={table} role="grid" aria-label={title} onKeyDown={onKeyDown}>
        <thead>
          <tr>
            {weekdayOrder(weekStart).map((weekday) => (
              <th key={weekday} scope="col" abbr={t(`datePicker.weekdayName.${weekday}` as MessageKey)}>
                {t(`datePicker.weekday.${weekday}` as MessageKey)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(active, weekStart).map((week) => (
            <tr key={week[0]?.valueOf()}>
              {week.map((day) => {
                const choosable = isChoosable(day, 'day', bounds);
                const isActive = day.isSame(active, 'day');
                const isSelected = Boolean(selected?.isSame(day, 'day'));
                return (
                  // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: a cell of the date grid (WAI-ARIA date picker pattern).
                  // biome-ignore lint/a11y/useFocusableInteractive: the button inside the cell takes the focus (roving tabindex).
                  <td key={day.valueOf()} role="gridcell" aria-selected={isSelected}>
                    <CellButton
                      type="button"
                      tabIndex={isActive ? 0 : -1}
                      data-day={day.format(DAY_LABEL)}
                      aria-pressed={isSelected}
                      aria-disabled={!choosable || undefined}
                      aria-current={day.isSame(today, 'day') ? 'date' : undefined}
                      data-today={day.isSame(today, 'day') || undefined}
                      data-outside={day.month() !== active.month() || undefined}
                      onClick={() => {
                        onActive(day);
                        if (choosable) onPick(day);
                      }}
                    >
                      {/* The name is the whole date in the spec's format; the number alone is what shows. */}
                      <span aria-hidden="true">{day.date()}</span>
                      <span data-full="">{day.format(DAY_LABEL)}</span>
                    </CellButton>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </CellTable>
    </div>
  );
}
