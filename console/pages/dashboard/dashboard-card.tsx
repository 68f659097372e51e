import styled from '@emotion/styled';
import type { ReactElement, ReactNode } from 'react';
import { getLocale } from '../../../elements/core/i18n';
import { color } from '../../../elements/core/ui';

const Section = styled.section`
  min-width: 0;
  padding: 16px 20px;
  border-radius: 4px;
  background: ${color.bg};
  & > h2 { margin: 0 0 12px; color: ${color.text}; font-size: 16px; font-weight: 500; }
`;

/** A titled panel of a dashboard page, labelled by its title for assistive technology and tests. */
export function DashboardCard({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}): ReactElement {
  return (
    <Section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </Section>
  );
}

/** Pending work changes as others act on it: the work pages read it again every minute. */
export const PENDING_WORK_REFRESH_MS = 60_000;

const Count = styled.div`
  color: ${color.text};
  font-size: 30px;
  line-height: 38px;
`;

/** A card's big number; `data-count` names it and `data-value` holds it unformatted, for tests. */
export function CardCount({ name, value }: { name: string; value: number }): ReactElement {
  return (
    <Count data-count={name} data-value={value}>
      {value.toLocaleString(getLocale())}
    </Count>
  );
}

/** A dashboard page: its heading and introduction above its cards. */
export const DashboardPage = styled.div`
  display: grid;
  gap: 12px;
  & > header h1 { margin: 0 0 4px; color: ${color.text}; font-size: 20px; font-weight: 500; }
  & > header p { margin: 0; color: ${color.textSecondary}; }
`;
