import styled from '@emotion/styled';
import { color, radius, withPart } from '../../core/ui';

export const HANDLE_WIDTH = 40;

export const Track = styled('div', withPart)<{ $width: number; $height: number }>`
  position: relative;
  width: ${({ $width }) => $width}px;
  height: ${({ $height }) => $height}px;
  border: 1px solid ${color.border};
  border-radius: ${radius};
  background: ${color.bgHover};
  overflow: hidden;
  user-select: none;
  touch-action: none;
  &[data-disabled] { opacity: 0.6; }
`;

export const Progress = styled('div', withPart)<{ $animate: boolean }>`
  position: absolute;
  inset: 0 auto 0 0;
  background: ${color.primaryLight};
  transition: ${({ $animate }) => ($animate ? 'width 0.3s' : 'none')};
`;

export const Label = styled('div', withPart)<{ $success: boolean }>`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  color: ${({ $success }) => ($success ? color.primary : color.textSecondary)};
  pointer-events: none;
`;

export const Handle = styled('div', withPart)<{ $animate: boolean }>`
  position: absolute;
  top: 0;
  bottom: 0;
  left: 0;
  width: ${HANDLE_WIDTH}px;
  display: flex;
  align-items: center;
  justify-content: center;
  background: ${color.bg};
  border-right: 1px solid ${color.border};
  cursor: grab;
  transition: ${({ $animate }) => ($animate ? 'transform 0.3s' : 'none')};
  &[data-phase='dragging'] { cursor: grabbing; }
  &[data-phase='success'] { cursor: default; color: ${color.primary}; }
  &:focus-visible { outline: 2px solid ${color.primary}; outline-offset: -2px; }
  [data-disabled] & { cursor: not-allowed; }
`;
