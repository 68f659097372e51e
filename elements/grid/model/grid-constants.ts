/** Widgets spec 2.1 and 9. */
export const ROW_HEIGHT = 61;
export const DEFAULT_MAX_HEIGHT = 400;
/** The row-number column is 60 wide; selection, expand and drag 40 (60 when statistics show). */
export const ROW_NUMBER_WIDTH = 60;
export const SELECTION_WIDTH = 40;
export const SELECTION_WIDTH_WITH_STATISTICS = 60;
/** Column widths the spec fixes by type; other columns share the rest. */
export const TYPE_WIDTHS: Partial<Record<string, number>> = { datetime: 200 };
/** Minimum widths: 190 for datetime, 135 for date. */
export const TYPE_MIN_WIDTHS: Partial<Record<string, number>> = { datetime: 190, date: 135, jdate: 135 };
export const DEFAULT_COLUMN_WIDTH = 120;

export type GridSize = 'medium' | 'small' | 'mini' | 'tiny';
/** Header and control heights per size; rows stay 61 high as the spec fixes. */
export const SIZE_CONTROL_HEIGHT: Record<GridSize, number> = { medium: 32, small: 28, mini: 24, tiny: 20 };
