import { create } from 'zustand';
import { onLogout } from '../../session';
import {
  closeLeft,
  closeOthers,
  closePage,
  closeRight,
  retitlePages,
  visitPage,
  type CloseOutcome,
  type PageTab,
  type TabChange,
  type TabsState,
} from './tabs-logic';
import { forgetKeptAlive } from '../page/kept-alive';

interface TabsStore extends TabsState {
  /** Bumped by "refresh": the active page is mounted again. */
  refreshCount: number;
  visit(page: PageTab, multipage: boolean, homeTitle: string): void;
  close(fullPath: string): CloseOutcome;
  closeLeft(fullPath: string): TabChange;
  closeRight(fullPath: string): TabChange;
  closeOthers(fullPath: string): TabChange;
  refresh(): void;
  /** Titles every tab afresh (see retitlePages). */
  retitle(titleOf: (fullPath: string) => string | null | undefined, homeTitle: string): void;
  reset(): void;
}

const EMPTY: TabsState = { pages: [], active: '' };

/** The multi-page tab bar: a store of its own (vben keeps tabs apart from session and access). */
export const useTabsStore = create<TabsStore>((set, get) => {
  // A closed tab's page is no longer kept alive: reopening it loads it afresh.
  const apply = <T extends TabChange | CloseOutcome>(change: T): T => {
    if ('state' in change) {
      forgetKeptAlive(change.closed.map((page) => page.componentName));
      set(change.state);
    }
    return change;
  };
  return {
    ...EMPTY,
    refreshCount: 0,
    visit: (page, multipage, homeTitle) => set(visitPage(get(), page, multipage, homeTitle)),
    close: (fullPath) => apply(closePage(get(), fullPath)),
    closeLeft: (fullPath) => apply(closeLeft(get(), fullPath)),
    closeRight: (fullPath) => apply(closeRight(get(), fullPath)),
    closeOthers: (fullPath) => apply(closeOthers(get(), fullPath)),
    refresh: () => set({ refreshCount: get().refreshCount + 1 }),
    retitle: (titleOf, homeTitle) => set(retitlePages(get(), titleOf, homeTitle)),
    reset: () => set({ ...EMPTY }),
  };
});

onLogout(() => useTabsStore.getState().reset());
