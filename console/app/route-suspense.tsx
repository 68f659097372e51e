import styled from '@emotion/styled';
import { Component, Suspense, type ReactElement, type ReactNode } from 'react';
import { t } from '../../elements/core/i18n';
import { Button, Spin } from '../shell/kit/ui-basics';
import { NoticePage } from '../shell/kit';

// The same full-height centring as the guard's menu loading, so that moving from one to the
// other does not shift anything on screen.
const Centered = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 100vh;
`;

/** What shows while a group of views is being fetched: an announced loading state. */
export function RouteLoading(): ReactElement {
  return (
    <Centered>
      <Spin spinning tip={t('console.views.loading')} />
    </Centered>
  );
}

interface FailureState {
  failed: boolean;
}

/** A chunk that could not be fetched (network gone, a new release replaced it): say so, offer a reload. */
class ViewLoadFailure extends Component<{ children: ReactNode }, FailureState> {
  override state: FailureState = { failed: false };

  static getDerivedStateFromError(): FailureState {
    return { failed: true };
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return (
      <NoticePage
        tone="warning"
        title={t('console.views.loadFailed')}
        actions={<Button type="primary" onClick={() => window.location.reload()}>{t('console.views.retry')}</Button>}
      />
    );
  }
}

/** The boundary around the route table: views fetched on demand show a loading state or a failure. */
export function RouteSuspense({ children }: { children: ReactNode }): ReactElement {
  return (
    <ViewLoadFailure>
      <Suspense fallback={<RouteLoading />}>{children}</Suspense>
    </ViewLoadFailure>
  );
}
