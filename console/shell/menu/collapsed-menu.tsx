import { useEffect, useRef, useState, type ReactElement } from 'react';
import { useLocation } from 'react-router-dom';
import type { MenuTheme } from '../settings';
import { MenuIcon } from './menu-icon';
import type { MenuItem, MenuSelection } from './menu-model';
import { MenuEntryLink } from './menu-entry-link';
import { CollapsedList, Flyout, MenuList } from './side-menu.styles';

function leaves(items: readonly MenuItem[]): MenuItem[] {
  return items.flatMap((item) => (item.children.length ? leaves(item.children) : [item]));
}

/**
 * The 80 px side menu: one icon per top-level entry; an entry with a submenu opens a flyout
 * with its pages. Escape, a click elsewhere or a navigation closes the flyout.
 */
export function CollapsedMenu({
  items,
  selection,
  theme,
}: {
  items: readonly MenuItem[];
  selection: MenuSelection;
  theme: MenuTheme;
}): ReactElement {
  const [flyout, setFlyout] = useState<string | null>(null);
  const root = useRef<HTMLUListElement>(null);
  const { pathname } = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: a navigation closes the flyout.
  useEffect(() => setFlyout(null), [pathname]);
  useEffect(() => {
    if (!flyout) return;
    const close = (event: Event) => {
      if (event instanceof KeyboardEvent ? event.key === 'Escape' : !root.current?.contains(event.target as Node))
        setFlyout(null);
    };
    document.addEventListener('pointerdown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('pointerdown', close);
      document.removeEventListener('keydown', close);
    };
  }, [flyout]);

  const inBranch = (item: MenuItem) => selection.open[0] === item.key || selection.selected === item.key;

  return (
    <CollapsedList $theme={theme} ref={root}>
      {items.map((item) => (
        <li key={item.key}>
          {item.children.length > 0 ? (
            <>
              <button
                type="button"
                aria-label={item.title}
                title={item.title}
                aria-expanded={flyout === item.key}
                data-selected={inBranch(item) || undefined}
                onClick={() => setFlyout(flyout === item.key ? null : item.key)}
              >
                <MenuIcon name={item.icon} always />
              </button>
              {flyout === item.key && (
                <Flyout $theme={theme}>
                  <MenuList $theme={theme} $depth={0} aria-label={item.title}>
                    {leaves(item.children).map((leaf) => (
                      <li key={leaf.key}>
                        <MenuEntryLink
                          item={leaf}
                          selected={leaf.key === selection.selected}
                          onChoose={() => setFlyout(null)}
                        >
                          <span>{leaf.title}</span>
                        </MenuEntryLink>
                      </li>
                    ))}
                  </MenuList>
                </Flyout>
              )}
            </>
          ) : (
            <MenuEntryLink item={item} selected={item.key === selection.selected}>
              <MenuIcon name={item.icon} always />
            </MenuEntryLink>
          )}
        </li>
      ))}
    </CollapsedList>
  );
}
