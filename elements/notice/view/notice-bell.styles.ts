import styled from '@emotion/styled';
import { color, fontFamily, fontSize, radius, shadow } from '../../core/ui';

export const BellRoot = styled.span`
  position: relative;
  display: inline-flex;
  font-family: ${fontFamily};
  font-size: ${fontSize};
`;

export const BellButton = styled.button`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  height: 100%;
  min-height: 32px;
  padding: 0 12px;
  border: 0;
  background: none;
  color: inherit;
  cursor: pointer;
  & > svg { width: 16px; height: 16px; }
  &:focus-visible { outline: 2px solid ${color.primary}; outline-offset: -2px; }
`;

export const Badge = styled.span`
  position: absolute;
  top: 2px;
  right: 2px;
  min-width: 18px;
  height: 18px;
  padding: 0 5px;
  box-sizing: border-box;
  border-radius: 9px;
  background: ${color.danger};
  color: ${color.textInverse};
  font-size: 12px;
  line-height: 18px;
  text-align: center;
`;

export const Panel = styled.div`
  position: absolute;
  top: 100%;
  right: 0;
  z-index: 1050;
  width: 336px;
  max-width: calc(100vw - 16px);
  box-sizing: border-box;
  padding: 0 12px 8px;
  border-radius: ${radius};
  background: ${color.bgElevated};
  box-shadow: ${shadow};
  color: ${color.text};
  line-height: 1.5;
  text-align: left;
`;

export const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  & > li { border-bottom: 1px solid ${color.border}; }
  & > li > button {
    display: block;
    width: 100%;
    padding: 10px 4px;
    border: 0;
    background: none;
    color: inherit;
    font: inherit;
    text-align: left;
    cursor: pointer;
  }
  & > li > button:hover { background: ${color.bgHover}; }
  & [data-part='title'] { display: block; margin-bottom: 4px; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
  & [data-part='time'] { color: ${color.textSecondary}; font-size: 12px; }
`;

export const MoreRow = styled.div`
  padding-top: 8px;
  text-align: center;
`;

export const DetailHead = styled.div`
  margin-bottom: 12px;
  & > h3 { margin: 0 0 8px; font-size: 18px; }
  & > p { margin: 0; color: ${color.textSecondary}; }
  & > p > span + span { margin-left: 16px; }
`;

export const DetailContent = styled.div`
  overflow-wrap: anywhere;
  & img { max-width: 100%; }
`;

export const DetailFooter = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: 8px;
  padding: 10px 16px;
  border-top: 1px solid ${color.border};
`;
