import styled from '@emotion/styled';
import { color, fontFamily, fontSize, radius, withPart } from '../../core/ui';

export const Frame = styled('div', withPart)<{ $height: number }>`
  display: flex;
  flex-direction: column;
  height: ${({ $height }) => $height}px;
  border: 1px solid ${color.border};
  border-radius: ${radius};
  background: ${color.bg};
  font-family: ${fontFamily};
  font-size: ${fontSize};
  &[data-fullscreen] {
    position: fixed;
    inset: 0;
    z-index: 1000;
    height: auto;
    border-radius: 0;
  }
`;

export const Toolbar = styled('div', withPart)`
  display: flex;
  align-items: center;
  gap: 8px;
  padding: 4px 8px;
  border-bottom: 1px solid ${color.border};
  & > [data-grow] { flex: 1; }
`;

export const Status = styled.span`
  color: ${color.textSecondary};
  font-size: 12px;
  &[role='alert'] { color: ${color.danger}; }
`;

export const Surface = styled('div', withPart)`
  flex: 1;
  min-height: 0;
  & .cm-editor { height: 100%; }
  & .cm-editor.cm-focused { outline: none; }
`;
