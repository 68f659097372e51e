import styled from '@emotion/styled';
import { color, radius, shadow } from '../shared/tokens';

export const ModalScroller = styled.div<{ $centered: boolean; $fullscreen: boolean }>`
  position: absolute;
  inset: 0;
  display: flex;
  justify-content: center;
  align-items: ${({ $centered }) => ($centered ? 'center' : 'flex-start')};
  overflow: auto;
  padding: ${({ $centered, $fullscreen }) => ($fullscreen ? '0' : $centered ? '24px 0' : '100px 0 24px')};
  box-sizing: border-box;
`;

export const ModalPanel = styled.section<{ $fullscreen: boolean }>`
  position: relative;
  display: flex;
  flex-direction: column;
  box-sizing: border-box;
  max-width: ${({ $fullscreen }) => ($fullscreen ? '100%' : 'calc(100vw - 32px)')};
  height: ${({ $fullscreen }) => ($fullscreen ? '100%' : 'auto')};
  background: ${color.bgElevated};
  border-radius: ${({ $fullscreen }) => ($fullscreen ? '0' : radius)};
  box-shadow: ${shadow};
`;

export const ModalHeader = styled.header<{ $draggable: boolean }>`
  display: flex;
  align-items: center;
  gap: 4px;
  padding: 12px 16px 12px 24px;
  border-bottom: 1px solid ${color.border};
  cursor: ${({ $draggable }) => ($draggable ? 'move' : 'default')};
  user-select: ${({ $draggable }) => ($draggable ? 'none' : 'auto')};
  touch-action: ${({ $draggable }) => ($draggable ? 'none' : 'auto')};
`;

/**
 * The body scrolls only when its height is bounded (fullscreen or bodyMaxHeight); otherwise it
 * lets a select's options list overflow it instead of clipping the list under the footer.
 */
export const ModalBody = styled.div<{ $fullscreen: boolean; $scrolls: boolean }>`
  flex: ${({ $fullscreen }) => ($fullscreen ? '1' : '0 1 auto')};
  min-height: 0;
  padding: 24px;
  overflow: ${({ $scrolls }) => ($scrolls ? 'auto' : 'visible')};
`;
