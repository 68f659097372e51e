import type { ReactElement } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { NoticeProvider } from '../shell/kit/ui-basics';
import { NavigationGate } from '../session';
import { consoleNotices } from './console-notices';
import { ConsoleRoutes } from './console-routes';
import { preloadShell } from './lazy-views';

/**
 * The reference console: notices, the router, the navigation guard and the route table. While the
 * guard loads the menu, the shell's code is fetched alongside.
 */
export function App(): ReactElement {
  return (
    <NoticeProvider bridge={consoleNotices}>
      <BrowserRouter>
        <div data-testid="console-root">
          <NavigationGate onMenuLoading={preloadShell}>
            <ConsoleRoutes />
          </NavigationGate>
        </div>
      </BrowserRouter>
    </NoticeProvider>
  );
}
