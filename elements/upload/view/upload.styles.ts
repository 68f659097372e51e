import styled from '@emotion/styled';
import { color, fontFamily, fontSize, radius } from '../../core/ui';

// Emotion drops attributes it does not know, `part` among them; the parts hosts style with
// ::part() are forwarded explicitly, and `$` props stay styling-only.
const withPart = { shouldForwardProp: (prop: string) => prop === 'part' || !prop.startsWith('$') };

export const FieldFrame = styled.div`
  font-family: ${fontFamily};
  font-size: ${fontSize};
  color: ${color.text};
  line-height: 1.5715;
`;

export const HiddenInput = styled.input`
  display: none;
`;

export const FileRows = styled('ul', withPart)`
  list-style: none;
  margin: 8px 0 0;
  padding: 0;
`;

export const FileRow = styled('li', withPart)<{ $failed: boolean }>`
  display: flex;
  align-items: center;
  gap: 8px;
  padding: 2px 4px;
  border-radius: ${radius};
  color: ${(props) => (props.$failed ? color.danger : color.text)};
  &:hover { background: ${color.bgHover}; }
`;

export const FileName = styled.span`
  flex: 1;
  min-width: 0;
`;

export const LinkButton = styled.button`
  border: 0;
  padding: 0 2px;
  background: transparent;
  color: ${color.primary};
  font: inherit;
  cursor: pointer;
  &:disabled { color: ${color.textDisabled}; cursor: not-allowed; }
`;

export const DownloadLink = styled.a`
  color: ${color.primary};
  text-decoration: none;
`;

export const ProgressTrack = styled('div', withPart)`
  height: 4px;
  border-radius: 2px;
  background: ${color.border};
  overflow: hidden;
  flex: 1;
`;

export const ProgressFill = styled.div`
  height: 100%;
  background: ${color.primary};
`;

export const ImageGrid = styled('ul', withPart)`
  list-style: none;
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin: 0 0 8px;
  padding: 0;
`;

export const ImageCard = styled('li', withPart)<{ $failed: boolean }>`
  box-sizing: border-box;
  width: 104px;
  padding: 8px;
  border: 1px solid ${(props) => (props.$failed ? color.danger : color.border)};
  border-radius: ${radius};
  display: flex;
  flex-direction: column;
  gap: 4px;
  align-items: stretch;
`;

export const Thumbnail = styled.img`
  width: 86px;
  height: 86px;
  object-fit: cover;
`;

export const CardActions = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
`;

export const PreviewImage = styled.img`
  display: block;
  max-width: 100%;
  margin: 0 auto;
`;
