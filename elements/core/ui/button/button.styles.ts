import { css, type SerializedStyles } from '@emotion/react';
import styled from '@emotion/styled';
import { color, controlHeight, fontFamily, fontSize, radius, tint, type ControlSize } from '../shared/tokens';

export type ButtonType = 'primary' | 'default' | 'dashed' | 'link' | 'danger';

export interface ButtonLook {
  variant: ButtonType;
  size: ControlSize;
  danger: boolean;
  block: boolean;
}

function palette(variant: ButtonType, danger: boolean): SerializedStyles {
  const accent = danger || variant === 'danger' ? color.danger : color.primary;
  const accentHover = danger || variant === 'danger' ? tint(color.danger, 80) : color.primaryHover;
  if (variant === 'primary' || variant === 'danger') {
    return css`
      color: ${color.textInverse};
      background: ${accent};
      border-color: ${accent};
      &:hover:not(:disabled, [aria-busy='true']) { background: ${accentHover}; border-color: ${accentHover}; }
    `;
  }
  if (variant === 'link') {
    return css`
      color: ${accent};
      background: transparent;
      border-color: transparent;
      &:hover:not(:disabled, [aria-busy='true']) { color: ${accentHover}; }
    `;
  }
  return css`
    color: ${danger ? accent : color.text};
    background: ${color.bg};
    border-color: ${danger ? accent : color.border};
    border-style: ${variant === 'dashed' ? 'dashed' : 'solid'};
    &:hover:not(:disabled, [aria-busy='true']) { color: ${accentHover}; border-color: ${accentHover}; }
  `;
}

/** Shared by Button and by triggers that must look like one (the dropdown menu's button). */
export function buttonStyles({ variant, size, danger, block }: ButtonLook): SerializedStyles {
  const height = controlHeight[size];
  return css`
    box-sizing: border-box;
    display: ${block ? 'flex' : 'inline-flex'};
    width: ${block ? '100%' : 'auto'};
    align-items: center;
    justify-content: center;
    gap: 6px;
    height: ${height}px;
    padding: 0 ${size === 'small' ? 7 : 15}px;
    font-family: ${fontFamily};
    font-size: ${fontSize};
    line-height: 1.5715;
    white-space: nowrap;
    border: 1px solid transparent;
    border-radius: ${radius};
    cursor: pointer;
    transition: color 0.2s, background 0.2s, border-color 0.2s;
    ${palette(variant, danger)}
    &:focus-visible { outline: 2px solid ${tint(color.primary, 40)}; outline-offset: 1px; }
    &:disabled {
      cursor: not-allowed;
      opacity: ${variant === 'link' ? 1 : 0.6};
      ${variant === 'link' ? `color: ${color.textDisabled};` : ''}
    }
    &[aria-busy='true'] { cursor: default; opacity: 0.75; }
  `;
}

/**
 * A native button with the look of Button; also the trigger of the dropdown menu. Emotion's
 * default prop filter drops `part`, which widgets set so pages can style the button by ::part.
 */
export const ButtonFrame = styled('button', {
  shouldForwardProp: (prop: string) => !prop.startsWith('$'),
})<{ $look: ButtonLook }>`
  ${({ $look }) => buttonStyles($look)}
`;
