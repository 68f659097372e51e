import styled from '@emotion/styled';
import type { ReactElement } from 'react';
import { color } from '../../core/ui';

export type StatusTone = 'success' | 'danger' | 'warning' | 'neutral';

const tones: Record<StatusTone, string> = {
  success: color.success,
  danger: color.danger,
  warning: color.warning,
  neutral: color.textSecondary,
};

// The colour is only in the dot: the text keeps the body colour, so it reads on any row background.
const Badge = styled.span<{ $tone: string }>`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  color: ${color.text};
  &::before {
    content: '';
    width: 6px;
    height: 6px;
    border-radius: 50%;
    background: ${({ $tone }) => $tone};
  }
`;

/** A record's status in a list cell: a coloured dot and the status text. */
export function StatusBadge({ tone, text }: { tone: StatusTone; text: string }): ReactElement {
  return <Badge $tone={tones[tone]}>{text}</Badge>;
}
