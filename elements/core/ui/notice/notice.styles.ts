import styled from '@emotion/styled';
import { color, fontFamily, fontSize, radius, shadow } from '../shared/tokens';
import type { NoticeLevel } from './notice-model';

export const levelColour: Record<NoticeLevel, string> = {
  success: color.success,
  info: color.info,
  warning: color.warning,
  error: color.danger,
  loading: color.primary,
};

const stack = `
  position: fixed;
  z-index: 1010;
  display: flex;
  flex-direction: column;
  gap: 8px;
  pointer-events: none;
  font-family: ${fontFamily};
  font-size: ${fontSize};
  line-height: 1.5715;
  color: ${color.text};
  & > * { pointer-events: auto; }
`;

export const MessageStack = styled.div`
  ${stack}
  top: 16px;
  left: 0;
  right: 0;
  align-items: center;
`;

export const NotificationStack = styled.div`
  ${stack}
  top: 24px;
  right: 24px;
  width: min(384px, calc(100vw - 48px));
  gap: 16px;
`;

export const MessageCard = styled.div`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  max-width: calc(100vw - 32px);
  padding: 9px 16px;
  background: ${color.bgElevated};
  border-radius: ${radius};
  box-shadow: ${shadow};
  & > svg,
  & > span[aria-hidden] { flex: none; font-size: 16px; }
`;

export const NotificationCard = styled.div`
  position: relative;
  display: flex;
  gap: 12px;
  padding: 16px 40px 16px 20px;
  background: ${color.bgElevated};
  border-radius: ${radius};
  box-shadow: ${shadow};
  & > svg { flex: none; margin-top: 2px; font-size: 22px; }
`;

export const NotificationTitle = styled.div`
  margin-bottom: 4px;
  font-size: 16px;
  font-weight: 500;
`;

export const NotificationClose = styled.button`
  position: absolute;
  top: 14px;
  right: 14px;
  padding: 2px;
  border: 0;
  background: transparent;
  color: ${color.textSecondary};
  cursor: pointer;
  line-height: 0;
  &:hover { color: ${color.text}; }
`;
