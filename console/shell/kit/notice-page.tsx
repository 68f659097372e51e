import styled from '@emotion/styled';
import type { ReactElement, ReactNode } from 'react';
import { color } from './ui-basics';

export interface NoticePageProps {
  title: ReactNode;
  description?: ReactNode;
  /** Buttons or links under the text. */
  actions?: ReactNode;
  /** 'info' for "not here yet", 'warning' for "cannot be used", 'success' for "done". */
  tone?: 'info' | 'warning' | 'success';
}

const Page = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 16px;
  padding: 64px 24px;
  text-align: center;
  & > svg {
    width: 72px;
    height: 72px;
  }
  &[data-tone='info'] > svg { color: ${color.info}; }
  &[data-tone='warning'] > svg { color: ${color.warning}; }
  &[data-tone='success'] > svg { color: ${color.success}; }
  & h1 {
    margin: 0;
    color: ${color.text};
    font-size: 24px;
    font-weight: 500;
  }
  & p {
    max-width: 640px;
    margin: 0;
    color: ${color.textSecondary};
    font-size: 14px;
    line-height: 22px;
  }
`;

const Actions = styled.div`
  display: flex;
  gap: 8px;
  flex-wrap: wrap;
  justify-content: center;
`;

function Mark({ success }: { success: boolean }): ReactElement {
  return (
    <svg viewBox="0 0 72 72" aria-hidden="true" focusable="false">
      <circle cx="36" cy="36" r="34" fill="currentColor" opacity="0.15" />
      <circle cx="36" cy="36" r="24" fill="currentColor" />
      {success ? (
        <path
          d="M25 37l8 8 15-17"
          fill="none"
          stroke="#fff"
          strokeWidth="5"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      ) : (
        <path d="M36 24v16M36 47v2" stroke="#fff" strokeWidth="5" strokeLinecap="round" />
      )}
    </svg>
  );
}

/** An exception-style page: a plain statement of why there is nothing to show here. */
export function NoticePage({ title, description, actions, tone = 'info' }: NoticePageProps): ReactElement {
  return (
    <Page data-tone={tone}>
      <Mark success={tone === 'success'} />
      <h1>{title}</h1>
      {description && <p>{description}</p>}
      {actions && <Actions>{actions}</Actions>}
    </Page>
  );
}
