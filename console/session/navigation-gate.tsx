import { useEffect, type ReactElement, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useTranslation } from '../../elements/core/i18n';
import { Spin } from '../shell/kit/ui-basics';
import { MenuUnusable } from './views/menu-unusable';
import { useNavigationGate } from './use-navigation-gate';
import styled from '@emotion/styled';

const Centered = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 100vh;
`;

export interface NavigationGateProps {
  children: ReactNode;
  /** Called when the menu starts loading, e.g. to fetch the shell's code meanwhile. */
  onMenuLoading?: () => void;
}

/** Renders the app only where the navigation guard lets the user through. */
export function NavigationGate({ children, onMenuLoading }: NavigationGateProps): ReactElement {
  const { t } = useTranslation();
  const gate = useNavigationGate();
  const loading = gate.kind === 'loading';
  useEffect(() => {
    if (loading) onMenuLoading?.();
  }, [loading, onMenuLoading]);
  if (gate.kind === 'redirect') return <Navigate to={gate.to} replace />;
  if (gate.kind === 'menu-unusable') return <MenuUnusable />;
  if (loading) {
    return (
      <Centered>
        <Spin spinning tip={t('console.guard.loadingMenu')} />
      </Centered>
    );
  }
  return <>{children}</>;
}
