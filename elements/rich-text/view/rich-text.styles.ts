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
  /*
   * Quill's snow theme draws links, toolbar icons and picker texts in fixed colours for light
   * pages (#06c, #444). With the accessibleContrast switch they take the theme's AA colours, so
   * they stay legible in dark mode too.
   */
  &[data-accessible-contrast] .ql-snow a { color: ${color.info}; }
  &[data-accessible-contrast] .ql-snow .ql-stroke { stroke: ${color.text}; }
  &[data-accessible-contrast] .ql-snow .ql-fill { fill: ${color.text}; }
  &[data-accessible-contrast] .ql-snow .ql-picker, &[data-accessible-contrast] .ql-snow .ql-picker-options { color: ${color.text}; background: ${color.bgElevated}; }
  &[data-accessible-contrast] .ql-snow .ql-tooltip { color: ${color.text}; background: ${color.bgElevated}; }
  &[data-accessible-contrast] .ql-editor.ql-blank::before { color: ${color.textSecondary}; }
`;

export const Status = styled.div`
  margin-top: 4px;
  color: ${color.textSecondary};
  font-size: 12px;
  &[data-failed] { color: ${color.danger}; }
`;
