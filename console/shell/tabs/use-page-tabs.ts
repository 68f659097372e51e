import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { t } from '../../../elements/core/i18n';
import { useNotice } from '../../../elements/core/ui';
import type { CurrentRoute } from '../page/use-current-route';
import type { CloseOutcome, TabChange } from './tabs-logic';
import { useTabsStore } from './tabs-store';

export type TabAction = 'refresh' | 'close-left' | 'close-right' | 'close-others';

/**
 * The tab bar's controller: every visited route opens (or activates) its tab; choosing a tab
 * navigates to it; closing follows the tab rules and warns when a close is refused.
 */
export function usePageTabs(current: CurrentRoute | null, multipage: boolean) {
  const location = useLocation();
  const navigate = useNavigate();
  const { message } = useNotice();
  const tabs = useTabsStore();
  const fullPath = `${location.pathname}${location.search}${location.hash}`;
  const title = current?.route.meta.title ?? '';
  const componentName = current?.route.meta.componentName ?? null;
  const { visit } = tabs;

  useEffect(() => {
    if (!title) return;
    visit({ fullPath, title, componentName }, multipage, t('console.home'));
  }, [fullPath, title, componentName, multipage, visit]);

  const follow = (change: TabChange | CloseOutcome) => {
    if ('refused' in change) {
      message.warning(change.refused === 'home' ? t('console.tabs.homeCannotClose') : t('console.tabs.lastPage'));
      return;
    }
    if (change.state.active !== fullPath) navigate(change.state.active);
  };

  return {
    pages: tabs.pages,
    active: tabs.active,
    choose: (key: string) => {
      if (key !== fullPath) navigate(key);
    },
    close: (key: string) => follow(tabs.close(key)),
    act(action: TabAction, key: string) {
      if (action === 'refresh') {
        if (key !== fullPath) navigate(key);
        tabs.refresh();
      } else if (action === 'close-left') follow(tabs.closeLeft(key));
      else if (action === 'close-right') follow(tabs.closeRight(key));
      else follow(tabs.closeOthers(key));
    },
  };
}
