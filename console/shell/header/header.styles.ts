import styled from '@emotion/styled';
import { Link } from 'react-router-dom';
import { color } from '../../../elements/core/ui';

/** The header's height: JeecgBoot's shell uses 59 px. */
export const HEADER_HEIGHT = 59;

export const HeaderBar = styled.header`
  display: flex;
  align-items: center;
  gap: 8px;
  height: ${HEADER_HEIGHT}px;
  padding: 0 12px 0 0;
  box-shadow: 0 1px 4px rgba(0, 21, 41, 0.08);
  transition: background 0.3s, transform 0.2s;
  /* Under a dark menu the header is white; under a light one it takes the theme colour. */
  &[data-theme='dark'] { background: ${color.bg}; color: ${color.text}; }
  &[data-theme='light'] { background: ${color.primary}; color: #fff; }
  &[data-hidden] { transform: translateY(-100%); }
`;

export const HeaderAction = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 6px;
  height: ${HEADER_HEIGHT}px;
  min-width: 40px;
  padding: 0 12px;
  border: 0;
  background: transparent;
  color: inherit;
  font: inherit;
  font-size: 16px;
  text-decoration: none;
  cursor: pointer;
  & > span { font-size: 14px; }
  &:hover { background: rgba(0, 0, 0, 0.05); }
  &:focus-visible { outline: 2px solid currentColor; outline-offset: -4px; }
`;

export const Brand = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  padding: 0 12px;
  color: inherit;
  text-decoration: none;
  white-space: nowrap;
`;

/** The user's side of the header; beside a top menu it keeps at least 400 px (spec section 9). */
export const RightArea = styled.div<{ $minWidth?: number }>`
  display: flex;
  justify-content: flex-end;
  margin-left: auto;
  min-width: ${(props) => (props.$minWidth ? `${props.$minWidth}px` : 'auto')};
`;

export const WelcomeText = styled.span`
  flex: 0 1 auto;
  overflow: hidden;
  white-space: nowrap;
  text-overflow: ellipsis;
`;

export const UserArea = styled.div`
  display: flex;
  align-items: center;
  margin-left: auto;
  & [data-part='user'] > button { color: inherit; height: ${HEADER_HEIGHT}px; padding: 0 12px; }
  & [data-part='language'] > div > button { color: inherit; height: ${HEADER_HEIGHT}px; padding: 0 12px; }
  & [data-part='user'] img,
  & [data-part='user'] [data-part='avatar'] {
    width: 24px;
    height: 24px;
    border-radius: 50%;
    object-fit: cover;
    background: rgba(255, 255, 255, 0.85);
    color: ${color.primary};
    display: inline-flex;
    align-items: center;
    justify-content: center;
  }
`;

export const HeaderLink = HeaderAction.withComponent('a');
