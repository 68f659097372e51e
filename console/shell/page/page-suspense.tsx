import styled from '@emotion/styled';
import { Suspense, type ReactElement, type ReactNode } from 'react';
import { t } from '../../../elements/core/i18n';
import { Spin } from '../kit/ui-basics';
import { ViewLoadFailure } from './view-load-failure';

const Waiting = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 240px;
`;

/**
 * The boundary around one page inside the shell: the pages of a menu group are fetched on first
 * need, and while they come (or when they cannot) only the page area says so, not the whole shell.
 */
export function PageSuspense({ children }: { children: ReactNode }): ReactElement {
  return (
    <ViewLoadFailure>
      <Suspense
        fallback={
          <Waiting>
            <Spin spinning tip={t('console.views.loading')} />
          </Waiting>
        }
      >
        {children}
      </Suspense>
    </ViewLoadFailure>
  );
}
