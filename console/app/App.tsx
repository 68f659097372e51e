import type { ReactElement } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { NoticeProvider } from '../../elements/core/ui';
import { NavigationGate } from '../session';
import { consoleNotices } from './console-notices';
import { ConsoleRoutes } from './console-routes';

/** The reference console: notices, the router, the navigation guard and the route table. */
export function App(): ReactElement {
  return (
    <NoticeProvider bridge={consoleNotices}>
      <BrowserRouter>
        <div data-testid="console-root">
          <NavigationGate>
            <ConsoleRoutes />
          </NavigationGate>
        </div>
      </BrowserRouter>
    </NoticeProvider>
  );
}
