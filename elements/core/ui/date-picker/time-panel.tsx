import '../../i18n/catalogues/date-picker';
import type { Dayjs } from 'dayjs';
import { useEffect, useRef, type KeyboardEvent, type ReactElement } from 'react';
import { useTranslation } from '../../i18n';
import { ColumnTitle, TimeColumn, TimeColumns, TimeUnit as TimeUnitColumn } from './date-picker.styles';

export type TimeUnit = 'hour' | 'minute' | 'second';

const UNITS: Array<{
  unit: TimeUnit;
  count: number;
  title: 'datePicker.hour' | 'datePicker.minute' | 'datePicker.second';
}> = [
  { unit: 'hour', count: 24, title: 'datePicker.hour' },
  { unit: 'minute', count: 60, title: 'datePicker.minute' },
  { unit: 'second', count: 60, title: 'datePicker.second' },
];

const twoDigits = (value: number) => String(value).padStart(2, '0');

function Column({
  label,
  count,
  chosen,
  onChoose,
}: {
  label: string;
  count: number;
  chosen: number | undefined;
  onChoose: (value: number) => void;
}): ReactElement {
  const list = useRef<HTMLDivElement>(null);
  const keyboard = useRef(false);
  const focusStop = chosen ?? 0;

  // The chosen value scrolls to the top of its column. A passive effect: on opening, it runs once
  // the pop-up is shown, and a hidden pop-up's column has no layout to scroll.
  useEffect(() => {
    const option = list.current?.children[focusStop] as HTMLElement | undefined;
    if (!list.current || !option) return;
    list.current.scrollTop = option.offsetTop - list.current.offsetTop;
    if (keyboard.current) option.focus({ preventScroll: true });
    keyboard.current = false;
  }, [focusStop]);

  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = { ArrowUp: focusStop - 1, ArrowDown: focusStop + 1, Home: 0, End: count - 1 };
    const move = Object.hasOwn(moves, event.key) ? moves[event.key] : undefined;
    if (move === undefined) return;
    event.preventDefault();
    event.stopPropagation();
    keyboard.current = true;
    onChoose((move + count) % count);
  };

  return (
    <TimeColumn ref={list} role="listbox" aria-label={label} onKeyDown={onKeyDown}>
      {Array.from({ length: count }, (_, value) => (
        // biome-ignore lint/a11y/useKeyWithClickEvents: the listbox's onKeyDown moves and chooses for its options (roving focus).
        <div
          key={twoDigits(value)}
          role="option"
          aria-selected={value === chosen}
          tabIndex={value === focusStop ? 0 : -1}
          onClick={() => onChoose(value)}
        >
          {twoDigits(value)}
        </div>
      ))}
    </TimeColumn>
  );
}

export interface TimePanelProps {
  moment: Dayjs | undefined;
  onChoose: (unit: TimeUnit, value: number) => void;
  /** The time panel alone (a time picker) rather than beside a calendar. */
  alone?: boolean;
}

/** Hour, minute and second columns; the keyboard's arrows walk a column. */
export function TimePanel({ moment, onChoose, alone = false }: TimePanelProps): ReactElement {
  const { t } = useTranslation();
  return (
    <TimeColumns data-alone={alone || undefined}>
      {UNITS.map(({ unit, count, title }) => (
        <TimeUnitColumn key={unit}>
          <ColumnTitle aria-hidden="true">{t(title)}</ColumnTitle>
          <Column
            label={t(title)}
            count={count}
            chosen={moment?.get(unit)}
            onChoose={(value) => onChoose(unit, value)}
          />
        </TimeUnitColumn>
      ))}
    </TimeColumns>
  );
}
