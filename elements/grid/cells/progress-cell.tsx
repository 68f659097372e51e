import styled from '@emotion/styled';
import { color } from '../../core/ui';
import type { CellType } from './cell-type';

const Bar = styled.progress`
  inline-size: 100%;
  accent-color: ${color.primary};
`;

/** A percentage 0-100; anything else counts as 0. */
export function progressPercent(value: unknown): number {
  const percent = Number(value);
  return Number.isFinite(percent) ? Math.min(100, Math.max(0, percent)) : 0;
}

/** progress: a read-only bar with its percentage. */
export const progressCell: CellType = {
  renderView: ({ column, value }) => {
    const percent = progressPercent(value);
    return (
      <span>
        <Bar max={100} value={percent} aria-label={column.title} /> {percent}%
      </span>
    );
  },
};
