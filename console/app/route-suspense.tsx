import styled from '@emotion/styled';
import { Suspense, type ReactElement, type ReactNode } from 'react';
import { t } from '../../elements/core/i18n';
import { Spin } from '../shell/kit/ui-basics';
import { ViewLoadFailure } from '../shell/page/view-load-failure';

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

/** The boundary around the route table: views fetched on demand show a loading state or a failure. */
export function RouteSuspense({ children }: { children: ReactNode }): ReactElement {
  return (
    <ViewLoadFailure>
      <Suspense fallback={<RouteLoading />}>{children}</Suspense>
    </ViewLoadFailure>
  );
}
