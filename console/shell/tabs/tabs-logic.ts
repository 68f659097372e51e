import { HOME_PATH } from '../../session';

/** A page tab: keyed by the route's full path (shell spec section 3, "Page tab"). */
export interface PageTab {
  fullPath: string;
  title: string;
  componentName: string | null;
}

export interface TabsState {
  pages: readonly PageTab[];
  /** The full path of the active tab. */
  active: string;
}

export type CloseRefusal = 'home' | 'last';

export type CloseOutcome = { refused: CloseRefusal } | { state: TabsState; closed: PageTab[] };

export interface TabChange {
  state: TabsState;
  closed: PageTab[];
}

/** The home tab: always first, never closed. */
export const isHome = (fullPath: string) => fullPath === HOME_PATH;

function withHomeFirst(pages: readonly PageTab[], homeTitle: string): PageTab[] {
  if (pages.some((page) => isHome(page.fullPath))) return [...pages];
  return [{ fullPath: HOME_PATH, title: homeTitle, componentName: null }, ...pages];
}

/**
 * The tabs titled afresh (after a language switch): the home tab `homeTitle`, as it opened with,
 * each other the title `titleOf` gives its full path; a tab nothing names keeps its title.
 */
export function retitlePages(
  state: TabsState,
  titleOf: (fullPath: string) => string | null | undefined,
  homeTitle: string,
): TabsState {
  const pages = state.pages.map((page) => {
    const title = isHome(page.fullPath) ? homeTitle : titleOf(page.fullPath) || page.title;
    return title === page.title ? page : { ...page, title };
  });
  return { ...state, pages };
}

/**
 * A route was visited. With multi-page tabs the home tab always comes first and each full path
 * opens one tab (a revisited tab keeps its title); without them only the current page is kept.
 */
export function visitPage(state: TabsState, page: PageTab, multipage: boolean, homeTitle: string): TabsState {
  if (!multipage) return { pages: [page], active: page.fullPath };
  const pages = withHomeFirst(state.pages, homeTitle);
  const index = pages.findIndex((open) => open.fullPath === page.fullPath);
  const revisited = pages[index];
  if (!revisited) pages.push(page);
  else pages[index] = { ...page, title: revisited.title || page.title };
  return { pages, active: page.fullPath };
}

/**
 * Closes one tab. The home tab cannot be closed, nor the last remaining page; closing the
 * active tab activates its neighbour (the next one, or the previous when it was the last).
 */
export function closePage(state: TabsState, fullPath: string): CloseOutcome {
  if (isHome(fullPath)) return { refused: 'home' };
  if (state.pages.length <= 1) return { refused: 'last' };
  const index = state.pages.findIndex((page) => page.fullPath === fullPath);
  const closing = state.pages[index];
  if (!closing) return { state, closed: [] };
  const pages = state.pages.filter((_, i) => i !== index);
  const neighbour = pages[Math.min(index, pages.length - 1)];
  const active = state.active === fullPath && neighbour ? neighbour.fullPath : state.active;
  return { state: { pages, active }, closed: [closing] };
}

function keep(state: TabsState, kept: readonly PageTab[], fallback: (pages: readonly PageTab[]) => string): TabChange {
  const keptPaths = new Set(kept.map((page) => page.fullPath));
  const closed = state.pages.filter((page) => !keptPaths.has(page.fullPath));
  const active = keptPaths.has(state.active) ? state.active : fallback(kept);
  return { state: { pages: kept, active }, closed };
}

const homeOf = (pages: readonly PageTab[]) => pages.filter((page) => isHome(page.fullPath));

/** Closes the tabs left of `fullPath`; the home tab stays. */
export function closeLeft(state: TabsState, fullPath: string): TabChange {
  const index = state.pages.findIndex((page) => page.fullPath === fullPath);
  if (index < 0 || isHome(fullPath)) return { state, closed: [] };
  const kept = [...homeOf(state.pages.slice(0, index)), ...state.pages.slice(index)];
  return keep(state, kept, (pages) => pages[0]?.fullPath ?? HOME_PATH);
}

/** Closes the tabs right of `fullPath`. */
export function closeRight(state: TabsState, fullPath: string): TabChange {
  const index = state.pages.findIndex((page) => page.fullPath === fullPath);
  if (index < 0) return { state, closed: [] };
  return keep(state, state.pages.slice(0, index + 1), (pages) => pages.at(-1)?.fullPath ?? HOME_PATH);
}

/** Closes every tab but `fullPath` and the home tab; `fullPath` becomes active. */
export function closeOthers(state: TabsState, fullPath: string): TabChange {
  const target = state.pages.find((page) => page.fullPath === fullPath);
  if (!target) return { state, closed: [] };
  const kept = isHome(fullPath) ? [target] : [...homeOf(state.pages), target];
  const change = keep(state, kept, () => fullPath);
  return { ...change, state: { ...change.state, active: fullPath } };
}
