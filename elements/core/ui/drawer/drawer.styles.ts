import styled from '@emotion/styled';
import { color, shadow } from '../shared/tokens';

export const DrawerPanel = styled.section`
  position: absolute;
  top: 0;
  bottom: 0;
  display: flex;
  flex-direction: column;
  max-width: 100vw;
  box-sizing: border-box;
  background: ${color.bgElevated};
  box-shadow: ${shadow};
  &[data-placement='right'] { right: 0; }
  &[data-placement='left'] { left: 0; }
`;

export const DrawerHeader = styled.header`
  display: flex;
  align-items: center;
  gap: 8px;
  padding: 16px 24px;
  border-bottom: 1px solid ${color.border};
`;

export const DrawerBody = styled.div`
  flex: 1;
  min-height: 0;
  padding: 24px;
  overflow: auto;
`;
