import styled from '@emotion/styled';
import type { ReactElement } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from '../../../elements/core/i18n';
import { color } from '../../../elements/core/ui';
import { type ConsoleRoute, usePermissionStore } from '../../session';
import { NoticePage } from '../../shell/kit';

const Entries = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;
  & a {
    display: block;
    padding: 16px;
    border: 1px solid ${color.border};
    border-radius: 4px;
    background: ${color.bg};
    color: ${color.text};
    text-decoration: none;
  }
  & a:hover, & a:focus-visible { border-color: ${color.primary}; color: ${color.primary}; }
`;

/** A menu container opened at its own path (an always-show entry): the pages below it. */
export function SectionIndex({ route }: { route: ConsoleRoute }): ReactElement {
  const { t } = useTranslation();
  const routes = usePermissionStore((state) => state.routes);
  // Hidden entries are reached from their pages, never listed (as the side menu leaves them out).
  const below = routes.filter(
    (candidate) => !candidate.hidden && candidate.ancestors[candidate.ancestors.length - 1]?.path === route.path,
  );
  if (below.length === 0) return <NoticePage title={t('console.page.sectionEmpty')} />;
  return (
    <Entries>
      {below.map((entry) => (
        <li key={entry.path}>
          <Link to={entry.path}>{entry.meta.title}</Link>
        </li>
      ))}
    </Entries>
  );
}
