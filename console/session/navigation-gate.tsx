import type { ReactElement, ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useTranslation } from '../../elements/core/i18n';
import { Spin } from '../../elements/core/ui';
import { MenuUnusable } from './views/menu-unusable';
import { useNavigationGate } from './use-navigation-gate';
import styled from '@emotion/styled';

const Centered = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 100vh;
`;

/** Renders the app only where the navigation guard lets the user through. */
export function NavigationGate({ children }: { children: ReactNode }): ReactElement {
  const { t } = useTranslation();
  const gate = useNavigationGate();
  if (gate.kind === 'redirect') return <Navigate to={gate.to} replace />;
  if (gate.kind === 'menu-unusable') return <MenuUnusable />;
  if (gate.kind === 'loading') {
    return (
      <Centered>
        <Spin spinning tip={t('console.guard.loadingMenu')} />
      </Centered>
    );
  }
  return <>{children}</>;
}
