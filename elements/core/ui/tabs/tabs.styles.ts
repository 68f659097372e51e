import styled from '@emotion/styled';
import { color, fontFamily, fontSize, radius } from '../shared/tokens';

export const TabsRoot = styled.div`
  font-family: ${fontFamily};
  font-size: ${fontSize};
  line-height: 1.5715;
  color: ${color.text};
`;

export const TabBar = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  border-bottom: 1px solid ${color.border};
  margin-bottom: 16px;
`;

export const TabList = styled.div`
  display: flex;
  flex: 1;
  min-width: 0;
  gap: 4px;
  overflow-x: auto;
  scrollbar-width: thin;
`;

export const TabButton = styled.button`
  position: relative;
  display: inline-flex;
  align-items: center;
  gap: 6px;
  padding: 8px 12px;
  border: 0;
  border-bottom: 2px solid transparent;
  margin-bottom: -1px;
  background: transparent;
  color: inherit;
  font: inherit;
  white-space: nowrap;
  cursor: pointer;
  &[data-size='small'] { padding: 4px 8px; }
  &:hover:not(:disabled) { color: ${color.primaryHover}; }
  &[aria-selected='true'] { color: ${color.primary}; border-bottom-color: ${color.primary}; }
  &:disabled { color: ${color.textDisabled}; cursor: not-allowed; }
  &:focus-visible { outline: 2px solid ${color.primary}; outline-offset: -2px; }
  &[data-type='card'] {
    border: 1px solid ${color.border};
    border-radius: ${radius} ${radius} 0 0;
    background: ${color.bgHover};
  }
  &[data-type='card'][aria-selected='true'] { background: ${color.bg}; border-bottom-color: ${color.bg}; }
  & > [data-part='close'] {
    display: inline-flex;
    font-size: 10px;
    color: ${color.textSecondary};
  }
  & > [data-part='close']:hover { color: ${color.text}; }
`;

export const TabExtra = styled.div`
  flex: none;
`;
