import styled from '@emotion/styled';
import { Component, Suspense, type ReactElement, type ReactNode } from 'react';
import { t } from '../../../elements/core/i18n';
import { Button, Spin } from '../kit/ui-basics';
import { NoticePage } from '../kit';

const Waiting = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 240px;
`;

interface FailureState {
  failed: boolean;
}

/** A page whose code could not be fetched (network gone, a release replaced it): the shell stays, the page offers a reload. */
class PageLoadFailure extends Component<{ children: ReactNode }, FailureState> {
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

/**
 * The boundary around one page inside the shell: the pages of a menu group are fetched on first
 * need, and while they come (or when they cannot) only the page area says so, not the whole shell.
 */
export function PageSuspense({ children }: { children: ReactNode }): ReactElement {
  return (
    <PageLoadFailure>
      <Suspense
        fallback={
          <Waiting>
            <Spin spinning tip={t('console.views.loading')} />
          </Waiting>
        }
      >
        {children}
      </Suspense>
    </PageLoadFailure>
  );
}
