import styled from '@emotion/styled';
import { color, fontFamily, fontSize, radius, withPart } from '../../core/ui';

export const Frame = styled('div', withPart)<{ $height: number }>`
  display: flex;
  flex-direction: column;
  height: ${({ $height }) => $height}px;
  border: 1px solid ${color.border};
  border-radius: ${radius};
  background: ${color.bg};
  color: ${color.text};
  font-family: ${fontFamily};
  font-size: ${fontSize};
`;

export const Toolbar = styled('div', withPart)`
  display: flex;
  gap: 8px;
  padding: 4px 8px;
  border-bottom: 1px solid ${color.border};
`;

export const Panes = styled.div`
  display: flex;
  flex: 1;
  min-height: 0;
  & > * { flex: 1; min-width: 0; }
`;

export const Source = styled('textarea', withPart)`
  resize: none;
  padding: 8px;
  border: 0;
  border-right: 1px solid ${color.border};
  outline: none;
  background: transparent;
  color: inherit;
  font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
  font-size: 13px;
  line-height: 1.6;
`;

export const Preview = styled('div', withPart)`
  overflow: auto;
  padding: 8px 12px;
  line-height: 1.6;
  & img { max-width: 100%; }
  & pre { overflow: auto; padding: 8px; background: ${color.bgHover}; border-radius: ${radius}; }
  & blockquote { margin: 0; padding-left: 12px; border-left: 3px solid ${color.border}; color: ${color.textSecondary}; }
`;

export const Field = styled.label`
  display: block;
  margin-bottom: 12px;
  & > span { display: block; margin-bottom: 4px; }
`;

export const Failure = styled.div`
  margin-top: 4px;
  color: ${color.danger};
`;
