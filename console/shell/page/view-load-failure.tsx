import { Component, type ReactNode } from 'react';
import { t } from '../../../elements/core/i18n';
import { Button } from '../kit/ui-basics';
import { NoticePage } from '../kit';

interface FailureState {
  failed: boolean;
}

/** Code that could not be fetched (network gone, a new release replaced it): say so, offer a reload. */
export class ViewLoadFailure extends Component<{ children: ReactNode }, FailureState> {
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
        actions={
          <Button type="primary" onClick={() => window.location.reload()}>
            {t('console.views.retry')}
          </Button>
        }
      />
    );
  }
}
