// The console's code splitting: groups of views fetched as one chunk on first need, and lazyView(),
// the one way to draw a view from such a group. It imports nothing of the console, so the app, the
// session and the pages may all use it.
export { lazyView } from './lazy-view';
export { VIEW_LOAD_TIMEOUT_MS, ViewLoadError, viewGroup, type SettledThenable, type ViewGroup } from './view-group';
