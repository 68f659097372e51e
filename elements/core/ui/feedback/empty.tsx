import '../../i18n/catalogues/ui';
import styled from '@emotion/styled';
import type { ReactElement, ReactNode } from 'react';
import { useTranslation } from '../../i18n';
import { color, fontFamily, fontSize } from '../shared/tokens';

export interface EmptyProps {
  /** Defaults to 暂无数据. */
  description?: ReactNode;
  /** Actions under the text, e.g. a 新增 button. */
  children?: ReactNode;
  className?: string;
}

const Box = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 8px;
  padding: 32px 0;
  color: ${color.textSecondary};
  font-family: ${fontFamily};
  font-size: ${fontSize};
  & > svg { width: 64px; height: 41px; color: ${color.border}; }
`;

/** What a list, tree or select shows when it has nothing to show. */
export function Empty({ description, children, className }: EmptyProps): ReactElement {
  const { t } = useTranslation();
  return (
    <Box className={className}>
      <svg viewBox="0 0 64 41" aria-hidden="true" focusable="false">
        <g fill="none" fillRule="evenodd" transform="translate(0 1)">
          <ellipse cx="32" cy="33" rx="32" ry="7" fill="currentColor" opacity="0.4" />
          <path
            stroke="currentColor"
            fill="#fff"
            d="M55 12.8L44.9 1.3C44.4.5 43.7 0 43 0H21c-.7 0-1.4.5-1.9 1.3L9 12.8V22h46v-9.2zM41.6 15.9c0-1.6 1-2.9 2.2-2.9H55v18.1c0 2.1-1.3 3.9-3 3.9H12c-1.7 0-3-1.7-3-3.9V13h11.2c1.2 0 2.2 1.3 2.2 2.9 0 1.6 1 2.9 2.2 2.9h14.8c1.2 0 2.2-1.3 2.2-2.9z"
          />
        </g>
      </svg>
      <div>{description ?? t('ui.empty')}</div>
      {children}
    </Box>
  );
}
