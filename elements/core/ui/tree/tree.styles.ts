import styled from '@emotion/styled';
import { color, fontFamily, fontSize, radius, tint } from '../shared/tokens';
import { TREE_ROW_HEIGHT } from './tree-window';

export const TreeRoot = styled.div`
  box-sizing: border-box;
  overflow: auto;
  font-family: ${fontFamily};
  font-size: ${fontSize};
  line-height: 1.5715;
  color: ${color.text};
  outline: none;
`;

export const Row = styled.div`
  display: flex;
  align-items: center;
  gap: 4px;
  box-sizing: border-box;
  height: ${TREE_ROW_HEIGHT}px;
  padding: 2px 4px;
  border-radius: ${radius};
  cursor: pointer;
  outline: none;
  &:hover { background: ${color.bgHover}; }
  &:focus-visible { box-shadow: inset 0 0 0 2px ${tint(color.primary, 50)}; }
  &[aria-selected='true'] > [data-part='title'] { background: ${color.primaryLight}; }
  &[aria-disabled='true'] { color: ${color.textDisabled}; cursor: not-allowed; }
`;

export const Switcher = styled.span`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 20px;
  height: 20px;
  color: ${color.textSecondary};
  font-size: 10px;
  & > svg { transition: transform 0.2s; }
  &[data-expanded] > svg { transform: rotate(90deg); }
`;

export const CheckBox = styled.span`
  flex: none;
  position: relative;
  box-sizing: border-box;
  width: 16px;
  height: 16px;
  border: 1px solid ${color.border};
  border-radius: 2px;
  background: ${color.bg};
  &[data-state='checked'],
  &[data-state='mixed'] { border-color: ${color.primary}; }
  &[data-state='checked'] { background: ${color.primary}; }
  &[data-state='checked']::after {
    content: '';
    position: absolute;
    left: 4px;
    top: 1px;
    width: 5px;
    height: 9px;
    border: solid ${color.textInverse};
    border-width: 0 2px 2px 0;
    transform: rotate(45deg);
  }
  &[data-state='mixed']::after {
    content: '';
    position: absolute;
    inset: 3px;
    background: ${color.primary};
  }
  &[data-disabled] { background: ${color.bgHover}; border-color: ${color.border}; }
`;

export const Title = styled.span`
  padding: 0 4px;
  border-radius: 2px;
  white-space: nowrap;
  & > mark { background: none; color: ${color.danger}; }
`;
