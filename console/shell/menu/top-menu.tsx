import styled from '@emotion/styled';
import type { ReactElement } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from '../../../elements/core/i18n';
import { DropdownMenu, type MenuEntry } from '../../../elements/core/ui';
import { MoreIcon } from '../kit';
import type { MenuTheme } from '../settings';
import { MenuIcon } from './menu-icon';
import type { MenuItem, MenuSelection } from './menu-model';
import { MenuEntryLink } from './menu-entry-link';
import { MENU_COLOURS } from './side-menu.styles';
import { useFittingCount } from './use-fitting-count';

const Bar = styled.ul<{ $theme: MenuTheme }>`
  position: relative;
  display: flex;
  align-items: stretch;
  height: 100%;
  margin: 0;
  padding: 0;
  list-style: none;
  white-space: nowrap;
  & > li { display: flex; align-items: center; flex: none; }
  & > li[data-overflow] { position: absolute; visibility: hidden; pointer-events: none; }
  & > li > a {
    display: inline-flex;
    align-items: center;
    gap: 6px;
    height: 100%;
    padding: 0 12px;
    color: ${(props) => MENU_COLOURS[props.$theme].text};
    text-decoration: none;
  }
  /* The header may itself be in the theme colour: the selection is an underline in the text colour. */
  & > li:has(> a[aria-current='page']),
  & > li[data-selected] { box-shadow: inset 0 -3px currentColor; font-weight: 600; }
  & > li > div > button { color: ${(props) => MENU_COLOURS[props.$theme].text}; padding: 0 12px; }
`;

function leaves(items: readonly MenuItem[]): MenuItem[] {
  return items.flatMap((item) => (item.children.length ? leaves(item.children) : [item]));
}

const entryOf = (item: MenuItem): MenuEntry => ({
  key: item.key,
  label: item.title,
  icon: <MenuIcon name={item.icon} />,
});

/**
 * The top-menu navigation mode: the top-level entries across the header, their pages in
 * dropdowns; entries that do not fit go under a "more" button at the end.
 */
export function TopMenu({
  items,
  selection,
  theme,
}: {
  items: readonly MenuItem[];
  selection: MenuSelection;
  theme: MenuTheme;
}): ReactElement {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { row, fitting } = useFittingCount(items.length);
  const pages = leaves(items);
  const choose = (key: string) => {
    const item = pages.find((page) => page.key === key);
    if (!item) return;
    if (item.externalUrl) window.open(item.externalUrl, '_blank', 'noopener,noreferrer');
    else navigate(item.key);
  };
  const overflow = items.slice(fitting);

  return (
    <nav aria-label={t('console.menu.label')} style={{ height: '100%', minWidth: 0, flex: 1 }}>
      <Bar $theme={theme} ref={row}>
        {items.map((item, index) => (
          <li
            key={item.key}
            data-overflow={index >= fitting || undefined}
            aria-hidden={index >= fitting || undefined}
            data-selected={(item.children.length > 0 && selection.open[0] === item.key) || undefined}
          >
            {item.children.length > 0 ? (
              <DropdownMenu type="text" items={leaves(item.children).map(entryOf)} onSelect={choose}>
                <MenuIcon name={item.icon} />
                {item.title}
              </DropdownMenu>
            ) : (
              <MenuEntryLink item={item} selected={item.key === selection.selected}>
                <MenuIcon name={item.icon} />
                <span>{item.title}</span>
              </MenuEntryLink>
            )}
          </li>
        ))}
        {overflow.length > 0 && (
          <li>
            <DropdownMenu
              type="text"
              hideArrow
              align="end"
              aria-label={t('console.menu.more')}
              items={leaves(overflow).map(entryOf)}
              onSelect={choose}
            >
              <MoreIcon />
            </DropdownMenu>
          </li>
        )}
      </Bar>
    </nav>
  );
}
