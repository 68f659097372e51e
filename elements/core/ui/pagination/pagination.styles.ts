import styled from '@emotion/styled';
import { color, fontFamily, fontSize, radius } from '../shared/tokens';

export const Bar = styled.nav`
  font-family: ${fontFamily};
  font-size: ${fontSize};
  line-height: 1.5715;
  color: ${color.text};
  & > ul {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: flex-end;
    gap: 8px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

export const PageButton = styled.button`
  min-width: 32px;
  height: 32px;
  padding: 0 6px;
  box-sizing: border-box;
  border: 1px solid ${color.border};
  border-radius: ${radius};
  background: ${color.bg};
  color: inherit;
  font: inherit;
  cursor: pointer;
  &[data-size='small'] { min-width: 24px; height: 24px; border-color: transparent; }
  &:hover:not(:disabled) { border-color: ${color.primary}; color: ${color.primary}; }
  &[aria-current='page'] { border-color: ${color.primary}; color: ${color.primary}; font-weight: 500; }
  &[data-jump] { border-color: transparent; color: ${color.textDisabled}; letter-spacing: 2px; }
  &:disabled { cursor: not-allowed; color: ${color.textDisabled}; }
  &:focus-visible { outline: 2px solid ${color.primaryLight}; }
`;

export const Jumper = styled.label`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  white-space: nowrap;
`;
