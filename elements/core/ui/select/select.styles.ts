import { css } from '@emotion/react';
import styled from '@emotion/styled';
import { color, controlHeight, fontFamily, fontSize, radius, shadow, tint } from '../shared/tokens';

// Variants travel as data attributes (`data-size`, `data-status`): these styled wrappers sit
// on Headless UI components, which pass unknown props straight to the DOM.

export const SelectRoot = styled.div`
  position: relative;
  display: inline-block;
  min-width: 120px;
  box-sizing: border-box;
  font-family: ${fontFamily};
  font-size: ${fontSize};
  line-height: 1.5715;
  color: ${color.text};
  vertical-align: middle;
`;

export const controlFrame = css`
  box-sizing: border-box;
  display: flex;
  align-items: center;
  gap: 4px;
  width: 100%;
  min-height: ${controlHeight.middle}px;
  padding: 0 30px 0 11px;
  border: 1px solid ${color.border};
  border-radius: ${radius};
  background: ${color.bg};
  color: inherit;
  font: inherit;
  text-align: left;
  cursor: pointer;
  transition: border-color 0.2s, box-shadow 0.2s;
  &[data-size='small'] { min-height: ${controlHeight.small}px; padding-left: 7px; }
  &[data-size='large'] { min-height: ${controlHeight.large}px; }
  &:hover:not([data-disabled]) { border-color: ${color.primaryHover}; }
  &[data-open], &:focus-visible, &:focus-within {
    outline: none;
    border-color: ${color.primary};
    box-shadow: 0 0 0 2px ${tint(color.primary, 20)};
  }
  &[data-status='error'] { border-color: ${color.danger}; }
  &[data-disabled] { cursor: not-allowed; color: ${color.textDisabled}; background: ${color.bgHover}; }
`;

export const SelectedText = styled.span`
  flex: 1;
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export const Placeholder = styled(SelectedText)`
  color: ${color.textDisabled};
`;

export const ChosenTags = styled.span`
  display: flex;
  flex-wrap: wrap;
  flex: 1;
  min-width: 0;
  gap: 4px;
  padding: 2px 0;
`;

export const ChosenTag = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 2px;
  max-width: 100%;
  padding: 0 4px 0 8px;
  line-height: 20px;
  background: ${color.bgHover};
  border: 1px solid ${color.border};
  border-radius: ${radius};
  font-size: 12px;
  & > button {
    display: inline-flex;
    padding: 0 2px;
    border: 0;
    background: none;
    color: ${color.textSecondary};
    cursor: pointer;
  }
`;

export const SuffixSlot = styled.span`
  position: absolute;
  top: 0;
  bottom: 0;
  right: 8px;
  display: flex;
  align-items: center;
  gap: 2px;
  color: ${color.textDisabled};
  font-size: 12px;
  pointer-events: none;
  & > button {
    pointer-events: auto;
    display: inline-flex;
    padding: 2px;
    border: 0;
    border-radius: 50%;
    background: ${color.bg};
    color: ${color.textSecondary};
    cursor: pointer;
  }
`;

export const optionsPanel = css`
  position: absolute;
  z-index: 1050;
  top: calc(100% + 4px);
  left: 0;
  box-sizing: border-box;
  min-width: 100%;
  max-height: 256px;
  overflow: auto;
  margin: 0;
  padding: 4px 0;
  background: ${color.bgElevated};
  border-radius: ${radius};
  box-shadow: ${shadow};
  outline: none;
`;

export const optionRow = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  padding: 5px 12px;
  cursor: pointer;
  white-space: nowrap;
  &[data-focus] { background: ${color.bgHover}; }
  &[data-selected] { background: ${color.primaryLight}; font-weight: 600; }
  &[data-disabled] { color: ${color.textDisabled}; cursor: not-allowed; }
  & > svg { color: ${color.primary}; }
`;

export const EmptyRow = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  padding: 5px 12px;
  color: ${color.textSecondary};
`;
