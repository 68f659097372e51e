import styled from '@emotion/styled';
import { color, fontFamily, fontSize, radius } from './tokens';

/**
 * The native `<dialog>` covers the whole viewport and stays transparent; the mask and the panel
 * are ordinary children. That keeps mask clicks, dragging and notices drawn inside it simple.
 */
export const DialogSurface = styled.dialog`
  position: fixed;
  inset: 0;
  box-sizing: border-box;
  width: 100%;
  height: 100%;
  max-width: none;
  max-height: none;
  margin: 0;
  padding: 0;
  border: 0;
  overflow: hidden;
  background: transparent;
  color: ${color.text};
  font-family: ${fontFamily};
  font-size: ${fontSize};
  line-height: 1.5715;
  &::backdrop {
    background: transparent;
  }
`;

export const DialogMask = styled.div<{ $visible: boolean }>`
  position: absolute;
  inset: 0;
  background: ${({ $visible }) => ($visible ? 'rgba(0, 0, 0, 0.45)' : 'transparent')};
`;

export const DialogTitle = styled.div`
  flex: 1;
  min-width: 0;
  margin: 0;
  font-size: 16px;
  font-weight: 500;
  line-height: 22px;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export const HeaderButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 28px;
  height: 28px;
  padding: 0;
  border: 0;
  border-radius: ${radius};
  background: transparent;
  color: ${color.textSecondary};
  font-size: 16px;
  cursor: pointer;
  &:hover {
    color: ${color.text};
    background: ${color.bgHover};
  }
  &:focus-visible {
    outline: 2px solid ${color.primary};
  }
`;

export const DialogFooter = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: 8px;
  padding: 10px 16px;
  border-top: 1px solid ${color.border};
`;
