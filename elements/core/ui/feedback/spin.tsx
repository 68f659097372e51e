import '../../i18n/catalogues/ui';
import styled from '@emotion/styled';
import type { CSSProperties, ReactElement, ReactNode } from 'react';
import { useTranslation } from '../../i18n';
import { Spinner } from '../shared/spinner';
import { color, fontFamily, fontSize } from '../shared/tokens';

export interface SpinProps {
  spinning?: boolean;
  /** Text under the spinner; without it, 加载中... is still announced. */
  tip?: ReactNode;
  size?: 'small' | 'default' | 'large';
  /** Content to cover with a loading overlay while spinning. */
  children?: ReactNode;
  className?: string;
  style?: CSSProperties;
}

const sizes = { small: 14, default: 20, large: 32 };

const Indicator = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 8px;
  padding: 8px;
  color: ${color.primary};
  font-family: ${fontFamily};
  font-size: ${fontSize};
`;

const Container = styled.div`
  position: relative;
  & > [data-part='overlay'] {
    position: absolute;
    inset: 0;
    z-index: 4;
    background: color-mix(in srgb, ${color.bg} 60%, transparent);
  }
  &[aria-busy='true'] > [data-part='content'] { opacity: 0.5; pointer-events: none; user-select: none; }
`;

const Hidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;

/** A loading indicator, alone or as an overlay over content that is being refreshed. */
export function Spin({
  spinning = true,
  tip,
  size = 'default',
  children,
  className,
  style,
}: SpinProps): ReactElement | null {
  const { t } = useTranslation();
  const indicator = (
    <Indicator
      role="status"
      data-part={children === undefined ? undefined : 'overlay'}
      className={children === undefined ? className : undefined}
      style={children === undefined ? style : undefined}
    >
      <Spinner aria-hidden="true" style={{ fontSize: sizes[size] }} />
      {tip ?? <Hidden>{t('ui.loading')}</Hidden>}
    </Indicator>
  );
  if (children === undefined) return spinning ? indicator : null;
  return (
    <Container aria-busy={spinning} className={className} style={style}>
      <div data-part="content">{children}</div>
      {spinning && indicator}
    </Container>
  );
}
