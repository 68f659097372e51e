/**
 * The console's fixed routes outside the menu (console/app/console-routes.tsx): a route '0'
 * menu entry may lead to one of them by path (the stock menu opens the data screens so).
 */
export const FIXED_ROUTE_PATHS: readonly string[] = [
  '/map/dataScreen',
  '/yield/dataScreen',
  '/test/home',
  '/403',
  '/404',
];
