import styled from '@emotion/styled';
import { color, fontFamily, fontSize, withPart } from '../../core/ui';

export const Frame = styled('div', withPart)<{ $height: number }>`
  display: flex;
  flex-direction: column;
  font-family: ${fontFamily};
  font-size: ${fontSize};
  color: ${color.text};
  & > [part='editor'] {
    display: flex;
    flex-direction: column;
    height: ${({ $height }) => $height}px;
  }
  & .ql-container { flex: 1; min-height: 0; font-family: inherit; font-size: inherit; }
  & .ql-toolbar.ql-snow, & .ql-container.ql-snow { border-color: ${color.border}; }
  &[data-disabled] .ql-toolbar { pointer-events: none; opacity: 0.6; }
`;

export const Status = styled.div`
  margin-top: 4px;
  color: ${color.textSecondary};
  font-size: 12px;
  &[data-failed] { color: ${color.danger}; }
`;
