import styled from '@emotion/styled';
import { color, tint } from '../../../elements/core/ui';
import type { MenuTheme } from '../settings';

/** The two menu themes; dark follows JeecgBoot's side menu colours. */
export const MENU_COLOURS: Record<
  MenuTheme,
  { bg: string; subBg: string; text: string; hover: string; selectedBg: string; selectedText: string }
> = {
  dark: {
    bg: '#001529',
    subBg: '#000c17',
    text: 'rgba(255, 255, 255, 0.65)',
    hover: '#fff',
    selectedBg: color.primary,
    selectedText: '#fff',
  },
  light: {
    bg: '#fff',
    subBg: '#fafafa',
    text: 'rgba(0, 0, 0, 0.85)',
    hover: color.primary,
    selectedBg: tint(color.primary, 12),
    selectedText: color.primary,
  },
};

export const MenuList = styled.ul<{ $theme: MenuTheme; $depth: number }>`
  margin: 0;
  padding: 0;
  list-style: none;
  background: ${(props) => (props.$depth > 0 ? MENU_COLOURS[props.$theme].subBg : 'transparent')};

  & > li > a,
  & > li > button {
    position: relative;
    display: flex;
    align-items: center;
    gap: 10px;
    width: 100%;
    height: 40px;
    margin: 4px 0;
    padding: 0 16px 0 ${(props) => 24 + props.$depth * 24}px;
    border: 0;
    background: transparent;
    color: ${(props) => MENU_COLOURS[props.$theme].text};
    font: inherit;
    text-align: left;
    text-decoration: none;
    white-space: nowrap;
    cursor: pointer;
    box-sizing: border-box;
  }
  & > li > a > span,
  & > li > button > span {
    flex: 1;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  & > li > a:hover,
  & > li > button:hover { color: ${(props) => MENU_COLOURS[props.$theme].hover}; }
  & > li > a:focus-visible,
  & > li > button:focus-visible { outline: 2px solid ${color.primary}; outline-offset: -2px; }
  & > li > a[aria-current='page'] {
    background: ${(props) => MENU_COLOURS[props.$theme].selectedBg};
    color: ${(props) => MENU_COLOURS[props.$theme].selectedText};
  }
  & > li > button > svg:last-child { transition: transform 0.2s; font-size: 10px; }
  & > li > button[aria-expanded='true'] > svg:last-child { transform: rotate(180deg); }
  & > li > a > svg:first-child,
  & > li > button > svg:first-child { flex: none; font-size: 16px; }
`;

/** The collapsed menu: icons only, each entry's title in its label and in a flyout. */
export const CollapsedList = styled.ul<{ $theme: MenuTheme }>`
  margin: 0;
  padding: 0;
  list-style: none;
  & > li { position: relative; }
  & > li > a,
  & > li > button {
    display: flex;
    align-items: center;
    justify-content: center;
    width: 100%;
    height: 40px;
    margin: 4px 0;
    border: 0;
    background: transparent;
    color: ${(props) => MENU_COLOURS[props.$theme].text};
    font-size: 16px;
    cursor: pointer;
  }
  & > li > a[aria-current='page'],
  & > li > button[data-selected] {
    background: ${(props) => MENU_COLOURS[props.$theme].selectedBg};
    color: ${(props) => MENU_COLOURS[props.$theme].selectedText};
  }
  & > li > a:focus-visible,
  & > li > button:focus-visible { outline: 2px solid ${color.primary}; outline-offset: -2px; }
`;

export const Flyout = styled.div<{ $theme: MenuTheme }>`
  position: absolute;
  top: 0;
  left: 100%;
  z-index: 1050;
  min-width: 160px;
  padding: 4px 0;
  border-radius: 4px;
  background: ${(props) => MENU_COLOURS[props.$theme].bg};
  box-shadow: 0 3px 6px -4px rgba(0, 0, 0, 0.12), 0 6px 16px rgba(0, 0, 0, 0.08);
`;
