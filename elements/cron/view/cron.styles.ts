import styled from '@emotion/styled';
import { RadioGroup, color, fontFamily, fontSize } from '../../core/ui';

// Emotion drops attributes it does not know, `part` among them; the parts hosts style with
// ::part() are forwarded explicitly (these wrappers take only valid DOM attributes).
const withPart = { shouldForwardProp: (prop: string) => prop === 'part' || !prop.startsWith('$') };

/** Takes no box of its own: the field lays out as its variant does. */
export const ControlFrame = styled.div`
  display: contents;
`;

export const EditorFrame = styled('div', withPart)`
  display: flex;
  flex-direction: column;
  gap: 16px;
  font-family: ${fontFamily};
  font-size: ${fontSize};
  color: ${color.text};
`;

export const PanelFrame = styled.div`
  display: flex;
  flex-direction: column;
  gap: 12px;
`;

export const ChoiceColumn = styled(RadioGroup)`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 10px;
` as typeof RadioGroup;

export const ChoiceName = styled.span`
  display: inline-block;
  min-width: 4em;
  margin-right: 8px;
`;

/** A choice's inputs, laid out with the words of its message between them. */
export const ChoiceDetail = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 6px;
  cursor: default;
`;

export const Hint = styled.span`
  color: ${color.textSecondary};
`;

export const Note = styled.p`
  margin: 0;
  color: ${color.textSecondary};
`;

export const ValueGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(64px, 1fr));
  gap: 6px 8px;
  padding-left: 24px;
  &[data-names] { grid-template-columns: repeat(auto-fill, minmax(112px, 1fr)); }
`;

export const ExpressionRow = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
`;

export const InputRow = styled.div`
  display: flex;
  gap: 8px;
  align-items: flex-start;
`;

export const ErrorText = styled('div', withPart)`
  color: ${color.danger};
`;

export const PreviewFrame = styled('section', withPart)`
  display: flex;
  flex-direction: column;
  gap: 4px;
  & > h3 {
    margin: 0;
    font-size: inherit;
    font-weight: 600;
  }
  & > ol {
    margin: 0;
    padding-left: 24px;
    font-variant-numeric: tabular-nums;
  }
`;
