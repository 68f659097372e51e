import styled from '@emotion/styled';
import { useCallback, useRef, useState, type ReactElement } from 'react';
import { useTranslation } from '../../../elements/core/i18n';
import { color, DropdownMenu, Tabs } from '../../../elements/core/ui';
import { MoreIcon } from '../kit';
import { TAB_ACTIONS, TabContextMenu } from './tab-context-menu';
import { isHome } from './tabs-logic';
import type { TabAction, usePageTabs } from './use-page-tabs';

const Bar = styled.div`
  padding: 4px 16px 0;
  background: ${color.bg};
  border-bottom: 1px solid ${color.border};
`;

interface Opened {
  key: string;
  x: number;
  y: number;
}

/**
 * The multi-page tab bar. Each tab's context menu (right click, the context-menu key or
 * Shift+F10) offers refresh and the close actions; the ⋯ button offers them for the active tab.
 */
export function PageTabs({ tabs }: { tabs: ReturnType<typeof usePageTabs> }): ReactElement {
  const { t } = useTranslation();
  const [opened, setOpened] = useState<Opened | null>(null);
  const restoreFocus = useRef<HTMLElement | null>(null);

  const closeMenu = useCallback(() => {
    setOpened(null);
    restoreFocus.current?.focus();
    restoreFocus.current = null;
  }, []);

  return (
    <Bar>
      <Tabs
        type="card"
        size="small"
        aria-label={t('console.tabs.label')}
        activeKey={tabs.active}
        closable
        onChange={tabs.choose}
        onClose={tabs.close}
        // The home tab cannot be closed (shell spec section 2), so it shows no ×.
        items={tabs.pages.map((page) => ({ key: page.fullPath, label: page.title, closable: !isHome(page.fullPath) }))}
        onTabContextMenu={(key, event) => {
          event.preventDefault();
          const target = event.currentTarget;
          // A keyboard-opened context menu has no pointer position: place it under the tab.
          const box = target.getBoundingClientRect();
          const fromKeyboard = event.clientX === 0 && event.clientY === 0;
          restoreFocus.current = target;
          setOpened({ key, x: fromKeyboard ? box.left : event.clientX, y: fromKeyboard ? box.bottom : event.clientY });
        }}
        extra={
          <DropdownMenu
            type="text"
            align="end"
            hideArrow
            aria-label={t('console.tabs.actions')}
            items={TAB_ACTIONS.map(({ action, label }) => ({ key: action, label: t(label) }))}
            onSelect={(action) => tabs.act(action as TabAction, tabs.active)}
          >
            <MoreIcon />
          </DropdownMenu>
        }
      />
      {opened && (
        <TabContextMenu
          x={opened.x}
          y={opened.y}
          onClose={closeMenu}
          onAction={(action) => tabs.act(action, opened.key)}
        />
      )}
    </Bar>
  );
}
