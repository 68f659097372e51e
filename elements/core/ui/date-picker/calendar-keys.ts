import type { Dayjs } from 'dayjs';

export type PanelMode = 'day' | 'month' | 'year';

/**
 * Where a key moves the active cell of a panel, or undefined for a key the panel leaves alone.
 * Days: arrows a day or a week, Page Up/Down a month (with Shift a year), Home/End the week's
 * ends. Months and years: arrows one cell or a row of three, Page Up/Down a year or a page.
 */
export function keyMove(
  mode: PanelMode,
  active: Dayjs,
  key: string,
  shift: boolean,
  weekStart: 0 | 1,
): Dayjs | undefined {
  if (mode === 'day') {
    switch (key) {
      case 'ArrowLeft':
        return active.subtract(1, 'day');
      case 'ArrowRight':
        return active.add(1, 'day');
      case 'ArrowUp':
        return active.subtract(7, 'day');
      case 'ArrowDown':
        return active.add(7, 'day');
      case 'PageUp':
        return active.subtract(1, shift ? 'year' : 'month');
      case 'PageDown':
        return active.add(1, shift ? 'year' : 'month');
      case 'Home':
        return active.subtract((active.day() - weekStart + 7) % 7, 'day');
      case 'End':
        return active.add(6 - ((active.day() - weekStart + 7) % 7), 'day');
      default:
        return undefined;
    }
  }
  const unit = mode === 'month' ? 'month' : 'year';
  const page = mode === 'month' ? 12 : 10;
  switch (key) {
    case 'ArrowLeft':
      return active.subtract(1, unit);
    case 'ArrowRight':
      return active.add(1, unit);
    case 'ArrowUp':
      return active.subtract(3, unit);
    case 'ArrowDown':
      return active.add(3, unit);
    case 'PageUp':
      return active.subtract(page, unit);
    case 'PageDown':
      return active.add(page, unit);
    default:
      return undefined;
  }
}
