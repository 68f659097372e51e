import styled from '@emotion/styled';
import type { ReactElement, ReactNode } from 'react';
import { color, fontSize } from '../../../elements/core/ui';

export type ResultStatus = 'success' | 'error';

const Frame = styled.section`
  padding: 48px 32px;
  text-align: center;
  font-size: ${fontSize};
  & > svg {
    width: 72px;
    height: 72px;
    margin-bottom: 24px;
  }
  &[data-status='success'] > svg { color: ${color.success}; }
  &[data-status='error'] > svg { color: ${color.danger}; }
  & > h2 {
    margin: 0 0 16px;
    color: ${color.text};
    font-size: 24px;
    font-weight: 500;
    line-height: 32px;
  }
  & > [data-part='description'] {
    max-width: 640px;
    margin: 0 auto 24px;
    color: ${color.textSecondary};
    line-height: 22px;
  }
  & > [data-part='content'] {
    margin-bottom: 24px;
    padding: 24px 40px;
    border-radius: 2px;
    background: ${color.bgHover};
    text-align: left;
  }
  & > [data-part='actions'] {
    display: flex;
    justify-content: center;
    gap: 8px;
  }
`;

function StatusIcon({ status }: { status: ResultStatus }): ReactElement {
  return (
    <svg viewBox="0 0 72 72" aria-hidden="true" focusable="false">
      <circle cx="36" cy="36" r="36" fill="currentColor" />
      {status === 'success' ? (
        <path
          d="M20 37l11 11 21-24"
          fill="none"
          stroke="#fff"
          strokeWidth="6"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      ) : (
        <path d="M24 24l24 24M48 24L24 48" fill="none" stroke="#fff" strokeWidth="6" strokeLinecap="round" />
      )}
    </svg>
  );
}

export interface ResultLayoutProps {
  status: ResultStatus;
  title: ReactNode;
  description?: ReactNode;
  /** The grey area under the description; left out when empty. */
  content?: ReactNode;
  actions?: ReactNode;
}

/** The frame of a result page: status icon, title, description, grey details area and actions. */
export function ResultLayout({ status, title, description, content, actions }: ResultLayoutProps): ReactElement {
  return (
    <Frame data-status={status}>
      <StatusIcon status={status} />
      <h2>{title}</h2>
      {description != null && <div data-part="description">{description}</div>}
      {content != null && content !== false && <div data-part="content">{content}</div>}
      {actions != null && <div data-part="actions">{actions}</div>}
    </Frame>
  );
}
