import styled from '@emotion/styled';
import { color, fontFamily, fontSize } from '../../../elements/core/ui';
import type { MenuTheme } from '../settings';
import { MENU_COLOURS } from '../menu/side-menu.styles';
import { HEADER_HEIGHT } from '../header/header.styles';

export const Root = styled.div`
  display: flex;
  min-height: 100vh;
  background: color-mix(in srgb, ${color.text} 4%, ${color.bg});
  font-family: ${fontFamily};
  font-size: ${fontSize};
  color: ${color.text};
`;

export const Sider = styled.aside<{ $theme: MenuTheme; $width: number; $fixed: boolean }>`
  flex: 0 0 ${(props) => props.$width}px;
  width: ${(props) => props.$width}px;
  background: ${(props) => MENU_COLOURS[props.$theme].bg};
  box-shadow: 2px 0 6px rgba(0, 21, 41, 0.15);
  transition: width 0.2s, flex-basis 0.2s;
  overflow: hidden;
  z-index: 10;
  ${(props) => (props.$fixed ? 'position: fixed; top: 0; bottom: 0; left: 0; overflow-y: auto;' : '')}
`;

export const SiderLogo = styled.div<{ $theme: MenuTheme }>`
  height: ${HEADER_HEIGHT}px;
  & > a {
    display: flex;
    align-items: center;
    gap: 8px;
    height: 100%;
    padding: 0 24px;
    color: ${(props) => (props.$theme === 'dark' ? '#fff' : color.text)};
    font-size: 16px;
    font-weight: 600;
    text-decoration: none;
    white-space: nowrap;
    overflow: hidden;
  }
  &[data-collapsed] > a { justify-content: center; padding: 0; }
`;

export const Main = styled.div<{ $offset: number }>`
  flex: 1;
  display: flex;
  flex-direction: column;
  min-width: 0;
  padding-left: ${(props) => props.$offset}px;
  transition: padding-left 0.2s;
`;

export const HeaderHolder = styled.div<{ $fixed: boolean }>`
  ${(props) => (props.$fixed ? `position: sticky; top: 0; z-index: 9;` : '')}
`;

export const Content = styled.main<{ $fixedWidth: boolean }>`
  flex: 1;
  width: 100%;
  ${(props) => (props.$fixedWidth ? 'max-width: 1200px; margin: 0 auto;' : '')}
`;

export const Footer = styled.footer`
  padding: 24px 16px;
  color: ${color.textSecondary};
  font-size: 13px;
  text-align: center;
  & p { margin: 0; }
`;
