import styled from '@emotion/styled';
import { color, fontFamily, fontSize, radius } from '../../core/ui';

// Emotion drops attributes it does not know, `part` among them: forward it explicitly.
const withPart = { shouldForwardProp: (prop: string) => prop === 'part' || !prop.startsWith('$') };

export const ImportFrame = styled.div`
  font-family: ${fontFamily};
  font-size: ${fontSize};
  color: ${color.text};
  line-height: 1.5715;
`;

export const HiddenInput = styled.input`
  display: none;
`;

export const ChosenFiles = styled('ul', withPart)`
  list-style: none;
  margin: 8px 0;
  padding: 0;
`;

export const ChosenFile = styled('li', withPart)`
  display: flex;
  justify-content: space-between;
  align-items: center;
  padding: 2px 4px;
  border-radius: ${radius};
  &:hover { background: ${color.bgHover}; }
`;

export const TextButton = styled.button`
  border: 0;
  background: transparent;
  color: ${color.danger};
  font: inherit;
  cursor: pointer;
`;

export const ProgressTrack = styled('div', withPart)`
  height: 4px;
  margin: 8px 0;
  border-radius: 2px;
  background: ${color.border};
  overflow: hidden;
`;

export const ProgressFill = styled.div`
  height: 100%;
  background: ${color.primary};
`;

export const Row = styled.div`
  margin-top: 10px;
`;

export const Link = styled('a', withPart)`
  color: ${color.primary};
`;
