import '../../i18n/catalogues/date-picker';
import type { Dayjs } from 'dayjs';
import { useRef, type KeyboardEvent, type ReactElement } from 'react';
import { useTranslation, type MessageKey } from '../../i18n';
import { yearPage } from './calendar-grid';
import { keyMove } from './calendar-keys';
import { StepHeader } from './day-panel';
import { CellButton, CellTable } from './date-picker.styles';
import { isChoosable, type PickerBounds } from './picker-bounds';
import { useCellFocus } from './use-cell-focus';

export interface MonthYearPanelProps {
  mode: 'month' | 'year';
  active: Dayjs;
  selected: Dayjs | undefined;
  today: Dayjs;
  bounds: PickerBounds;
  onActive: (moment: Dayjs) => void;
  onPick: (moment: Dayjs) => void;
  /** The month panel's title opens the years; a year panel has nothing above it. */
  onShowYears?: () => void;
}

function rowsOfThree<T>(items: T[]): T[][] {
  return Array.from({ length: Math.ceil(items.length / 3) }, (_, row) => items.slice(row * 3, row * 3 + 3));
}

/** The twelve months of a year, or twelve years around a decade, three to a row. */
export function MonthYearPanel({
  mode,
  active,
  selected,
  today,
  bounds,
  onActive,
  onPick,
  onShowYears,
}: MonthYearPanelProps): ReactElement {
  const { t } = useTranslation();
  const table = useRef<HTMLTableElement>(null);
  const focus = useCellFocus(table, active.valueOf());
  const cells =
    mode === 'month'
      ? Array.from({ length: 12 }, (_, month) => active.startOf('year').month(month))
      : yearPage(active.year()).map((year) => active.year(year).startOf('year'));
  // The year page runs from the year before the decade to the year after it.
  const decadeFrom = Math.floor(active.year() / 10) * 10;
  const decadeTo = decadeFrom + 9;
  const title =
    mode === 'month'
      ? t('datePicker.year', { year: active.year() })
      : t('datePicker.yearRange', { from: decadeFrom, to: decadeTo });
  const labelOf = (moment: Dayjs) =>
    mode === 'month' ? t(`datePicker.monthShort.${moment.month() + 1}` as MessageKey) : String(moment.year());

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      event.stopPropagation();
      if (isChoosable(active, mode, bounds)) onPick(active);
      return;
    }
    const moved = keyMove(mode, active, event.key, event.shiftKey, 1);
    if (!moved) return;
    event.preventDefault();
    event.stopPropagation();
    focus.request();
    onActive(moved);
  };

  const step = mode === 'month' ? 1 : 10;
  return (
    <div>
      <StepHeader
        title={title}
        titleLabel={`${t('datePicker.chooseYear')} ${title}`}
        onTitle={() => onShowYears?.()}
        back={[
          mode === 'month' ? 'datePicker.prevYear' : 'datePicker.prevDecade',
          () => onActive(active.subtract(step, 'year')),
        ]}
        forward={[
          mode === 'month' ? 'datePicker.nextYear' : 'datePicker.nextDecade',
          () => onActive(active.add(step, 'year')),
        ]}
      />
      <CellTable ref={table} role="grid" aria-label={title} onKeyDown={onKeyDown}>
        <tbody>
          {rowsOfThree(cells).map((row) => (
            <tr key={row[0]?.valueOf()}>
              {row.map((moment) => {
                const isSelected = Boolean(selected?.isSame(moment, mode));
                const choosable = isChoosable(moment, mode, bounds);
                const outside = mode === 'year' && (moment.year() < decadeFrom || moment.year() > decadeTo);
                return (
                  // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: a cell of the month or year grid (WAI-ARIA grid pattern).
                  // biome-ignore lint/a11y/useFocusableInteractive: the button inside the cell takes the focus (roving tabindex).
                  <td key={moment.valueOf()} role="gridcell" aria-selected={isSelected}>
                    <CellButton
                      type="button"
                      data-wide=""
                      tabIndex={moment.isSame(active, mode) ? 0 : -1}
                      aria-label={mode === 'month' ? `${moment.year()} ${labelOf(moment)}` : undefined}
                      aria-pressed={isSelected}
                      aria-disabled={!choosable || undefined}
                      data-today={moment.isSame(today, mode) || undefined}
                      data-outside={outside || undefined}
                      onClick={() => {
                        onActive(moment);
                        if (choosable) onPick(moment);
                      }}
                    >
                      {labelOf(moment)}
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
