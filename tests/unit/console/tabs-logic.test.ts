import { describe, expect, it } from 'vitest';
import { HOME_PATH } from '../../../console/session/navigation-guard';
import {
  closeLeft,
  closeOthers,
  closePage,
  closeRight,
  visitPage,
  type PageTab,
  type TabsState,
} from '../../../console/shell/tabs/tabs-logic';

const tab = (fullPath: string, title = fullPath): PageTab => ({ fullPath, title, componentName: null });
const home = tab(HOME_PATH, '首页');
const open = (...paths: string[]): TabsState => ({
  pages: [home, ...paths.map((path) => tab(path))],
  active: paths[paths.length - 1] ?? HOME_PATH,
});
const keys = (state: TabsState) => state.pages.map((page) => page.fullPath);

function closed(outcome: ReturnType<typeof closePage>): TabsState {
  if ('refused' in outcome) throw new Error(`refused: ${outcome.refused}`);
  return outcome.state;
}

describe('each visited route opens a tab keyed by its full path', () => {
  it('puts the home tab first and adds new pages at the end', () => {
    let state: TabsState = { pages: [], active: '' };
    state = visitPage(state, tab('/system/user'), true, '首页');
    state = visitPage(state, tab('/system/role'), true, '首页');
    expect(keys(state)).toEqual([HOME_PATH, '/system/user', '/system/role']);
    expect(state.active).toBe('/system/role');
  });

  it('opens one tab per full path: another query is another tab, a revisit is not', () => {
    let state = open('/system/user');
    state = visitPage(state, tab('/system/user?pageNo=2'), true, '首页');
    state = visitPage(state, tab('/system/user', 'other title'), true, '首页');
    expect(keys(state)).toEqual([HOME_PATH, '/system/user', '/system/user?pageNo=2']);
    expect(state.pages[1].title).toBe('/system/user');
    expect(state.active).toBe('/system/user');
  });

  it('keeps only the current page when multi-page tabs are off', () => {
    const state = visitPage(open('/a', '/b'), tab('/c'), false, '首页');
    expect(keys(state)).toEqual(['/c']);
  });
});

describe('the home tab cannot be closed', () => {
  it('refuses with the home reason', () => {
    expect(closePage(open('/a'), HOME_PATH)).toEqual({ refused: 'home' });
  });
});

describe('the last remaining page cannot be closed', () => {
  it('refuses with the last-page reason', () => {
    expect(closePage({ pages: [tab('/a')], active: '/a' }, '/a')).toEqual({ refused: 'last' });
  });
});

describe('closing the active tab activates a neighbouring tab', () => {
  it('activates the next tab', () => {
    const state = closed(closePage({ ...open('/a', '/b', '/c'), active: '/b' }, '/b'));
    expect(keys(state)).toEqual([HOME_PATH, '/a', '/c']);
    expect(state.active).toBe('/c');
  });

  it('activates the previous tab when the closed one was last', () => {
    const state = closed(closePage(open('/a', '/b'), '/b'));
    expect(state.active).toBe('/a');
  });

  it('leaves the active tab alone when another tab closes', () => {
    const outcome = closePage({ ...open('/a', '/b', '/c'), active: '/c' }, '/a');
    expect(closed(outcome).active).toBe('/c');
    expect('closed' in outcome && outcome.closed).toEqual([tab('/a')]);
  });
});

describe('the context menu closes left, right or the others', () => {
  it('close left keeps the home tab', () => {
    const change = closeLeft({ ...open('/a', '/b', '/c'), active: '/a' }, '/b');
    expect(keys(change.state)).toEqual([HOME_PATH, '/b', '/c']);
    expect(change.closed.map((page) => page.fullPath)).toEqual(['/a']);
    expect(change.state.active).toBe(HOME_PATH);
  });

  it('close left on the home tab does nothing', () => {
    expect(closeLeft(open('/a'), HOME_PATH).closed).toEqual([]);
  });

  it('close right keeps the tab and everything before it', () => {
    const change = closeRight(open('/a', '/b', '/c'), '/a');
    expect(keys(change.state)).toEqual([HOME_PATH, '/a']);
    expect(change.state.active).toBe('/a');
  });

  it('close others keeps the home tab and activates the chosen one', () => {
    const change = closeOthers({ ...open('/a', '/b', '/c'), active: '/c' }, '/b');
    expect(keys(change.state)).toEqual([HOME_PATH, '/b']);
    expect(change.state.active).toBe('/b');
    expect(change.closed.map((page) => page.fullPath)).toEqual(['/a', '/c']);
  });

  it('close others on the home tab keeps only home', () => {
    const change = closeOthers(open('/a', '/b'), HOME_PATH);
    expect(keys(change.state)).toEqual([HOME_PATH]);
    expect(change.state.active).toBe(HOME_PATH);
  });
});
