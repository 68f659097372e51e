import styled from '@emotion/styled';
import { useState, type ReactElement, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from '../../../elements/core/i18n';
import { color } from '../../../elements/core/ui';
import type { ConsoleRoute } from '../../session';
import { breadcrumbItems } from './breadcrumb';
import { PageHeaderSlot } from './page-header-slot';
import { PageSuspense } from './page-suspense';

const Header = styled.div`
  padding: 16px 24px;
  background: ${color.bg};
  border-bottom: 1px solid ${color.border};
  & h1 { margin: 8px 0 0; color: ${color.text}; font-size: 20px; font-weight: 500; }
`;

const Crumbs = styled.ol`
  display: flex;
  flex-wrap: wrap;
  margin: 0;
  padding: 0;
  list-style: none;
  color: ${color.textSecondary};
  & > li + li::before { content: '/'; padding: 0 8px; color: ${color.textDisabled}; }
  & a { color: inherit; text-decoration: none; }
  & a:hover { color: ${color.primary}; }
  & [aria-current] { color: ${color.text}; }
`;

const Body = styled.div`
  margin: 12px;
`;

/**
 * The page-content wrapper: a breadcrumb from the home entry, the route's title and whatever
 * the page puts in the header (PageHeaderContent), then the page (its code may still be on its
 * way: PageSuspense). A route's hiddenHeaderContent hides the header part.
 */
export function PageFrame({ route, children }: { route: ConsoleRoute; children: ReactNode }): ReactElement {
  const { t } = useTranslation();
  const [slot, setSlot] = useState<HTMLElement | null>(null);
  const crumbs = breadcrumbItems(route, t('console.home'));
  return (
    <PageHeaderSlot.Provider value={slot}>
      {!route.meta.hiddenHeaderContent && (
        <Header>
          <nav aria-label={t('console.breadcrumb.label')}>
            <Crumbs>
              {crumbs.map((crumb, index) => (
                <li key={crumb.path}>
                  {index === crumbs.length - 1 ? (
                    <span aria-current="page">{crumb.title}</span>
                  ) : (
                    <Link to={crumb.path}>{crumb.title}</Link>
                  )}
                </li>
              ))}
            </Crumbs>
          </nav>
          <h1>{route.meta.title}</h1>
          <div ref={setSlot} />
        </Header>
      )}
      <Body>
        <PageSuspense>{children}</PageSuspense>
      </Body>
    </PageHeaderSlot.Provider>
  );
}
