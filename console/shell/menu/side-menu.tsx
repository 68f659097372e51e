import type { ReactElement } from 'react';
import { useTranslation } from '../../../elements/core/i18n';
import { ChevronDownIcon } from '../kit';
import type { MenuTheme } from '../settings';
import { CollapsedMenu } from './collapsed-menu';
import { MenuEntryLink } from './menu-entry-link';
import { MenuIcon } from './menu-icon';
import type { MenuItem, MenuSelection } from './menu-model';
import { MenuList } from './side-menu.styles';
import { useOpenSubmenus } from './use-open-submenus';

export interface SideMenuProps {
  items: readonly MenuItem[];
  selection: MenuSelection;
  theme: MenuTheme;
  /** Icons only (the 80 px side menu). */
  collapsed?: boolean;
  /** Called when an entry is chosen (the mobile drawer closes then). */
  onChoose?: () => void;
}

interface LevelProps {
  items: readonly MenuItem[];
  depth: number;
  theme: MenuTheme;
  selected: string | null;
  open: readonly string[];
  toggle: (key: string) => void;
  onChoose?: () => void;
}

function MenuLevel({ items, depth, theme, selected, open, toggle, onChoose }: LevelProps): ReactElement {
  return (
    // A nested list stays a list: its items are list items to assistive technology (role="group"
    // on it would leave them orphaned), and the submenu button's aria-expanded tells its state.
    <MenuList $theme={theme} $depth={depth}>
      {items.map((item) =>
        item.children.length > 0 ? (
          <li key={item.key}>
            <button type="button" aria-expanded={open.includes(item.key)} onClick={() => toggle(item.key)}>
              <MenuIcon name={item.icon} />
              <span>{item.title}</span>
              <ChevronDownIcon />
            </button>
            {open.includes(item.key) && (
              <MenuLevel
                items={item.children}
                depth={depth + 1}
                theme={theme}
                selected={selected}
                open={open}
                toggle={toggle}
                onChoose={onChoose}
              />
            )}
          </li>
        ) : (
          <li key={item.key}>
            <MenuEntryLink item={item} selected={item.key === selected} onChoose={onChoose}>
              <MenuIcon name={item.icon} />
              <span>{item.title}</span>
            </MenuEntryLink>
          </li>
        ),
      )}
    </MenuList>
  );
}

/** The side menu: selection follows the route; submenus open as an accordion. */
export function SideMenu({ items, selection, theme, collapsed = false, onChoose }: SideMenuProps): ReactElement {
  const { t } = useTranslation();
  const { open, toggle } = useOpenSubmenus(
    selection.open,
    items.map((item) => item.key),
  );
  return (
    <nav aria-label={t('console.menu.label')}>
      {collapsed ? (
        <CollapsedMenu items={items} selection={selection} theme={theme} />
      ) : (
        <MenuLevel
          items={items}
          depth={0}
          theme={theme}
          selected={selection.selected}
          open={open}
          toggle={toggle}
          onChoose={onChoose}
        />
      )}
    </nav>
  );
}
