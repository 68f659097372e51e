import { css } from '@emotion/react';
import { color, controlHeight, fontFamily, fontSize, radius, tint } from '../shared/tokens';

/** The frame of text fields; variants travel as data attributes (`data-size`, `data-status`). */
export const fieldFrame = css`
  box-sizing: border-box;
  border: 1px solid ${color.border};
  border-radius: ${radius};
  background: ${color.bg};
  color: ${color.text};
  font-family: ${fontFamily};
  font-size: ${fontSize};
  line-height: 1.5715;
  transition: border-color 0.2s, box-shadow 0.2s;
  &:hover { border-color: ${color.primaryHover}; }
  &:focus-within {
    outline: none;
    border-color: ${color.primary};
    box-shadow: 0 0 0 2px ${tint(color.primary, 20)};
  }
  &[data-status='error'] { border-color: ${color.danger}; }
  &[data-status='warning'] { border-color: ${color.warning}; }
  &[data-disabled] { background: ${color.bgHover}; color: ${color.textDisabled}; cursor: not-allowed; }
`;

export const fieldHeights = css`
  min-height: ${controlHeight.middle}px;
  &[data-size='small'] { min-height: ${controlHeight.small}px; }
  &[data-size='large'] { min-height: ${controlHeight.large}px; }
`;

/**
 * A framed text box with affixes beside its input (prefix, suffix, a clear or calendar button):
 * the input fills the frame unstyled, the buttons are bare icons. The text field and the date
 * pickers share it, so both look and size alike.
 */
export const affixedField = css`
  ${fieldFrame}
  ${fieldHeights}
  align-items: center;
  gap: 4px;
  width: 100%;
  padding: 0 11px;
  & > input {
    flex: 1;
    min-width: 0;
    padding: 4px 0;
    border: 0;
    outline: none;
    background: transparent;
    color: inherit;
    font: inherit;
  }
  & > input::placeholder { color: ${color.textDisabled}; }
  & > input:disabled { cursor: not-allowed; }
  & > button {
    display: inline-flex;
    padding: 0;
    border: 0;
    background: none;
    cursor: pointer;
  }
`;
