import styled from '@emotion/styled';
import type { ReactElement, ReactNode } from 'react';
import { useTranslation } from '../../../elements/core/i18n';
import { color } from '../../../elements/core/ui';
import { NavigateButton } from '../exception';
import { ResultLayout } from './result-layout';

/** One reason the submission failed, optionally with what to do about it (a link or a handler). */
export interface ResultErrorItem {
  message: ReactNode;
  action?: { label: ReactNode; href?: string; onClick?: () => void };
}

export interface ResultErrorProps {
  /** Defaults to 提交失败. */
  title?: ReactNode;
  /** Defaults to 请核对并修改以下信息后，再重新提交。 */
  description?: ReactNode;
  /** Defaults to 您提交的内容有如下错误： */
  errorsTitle?: ReactNode;
  errors?: readonly ResultErrorItem[];
  /** Replaces the default 返回修改 button, which goes back one page. */
  actions?: ReactNode;
  children?: ReactNode;
}

const Heading = styled.h3`
  margin: 0 0 16px;
  color: ${color.text};
  font-size: 16px;
  font-weight: 500;
`;

const Reasons = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  & > li { margin-bottom: 8px; color: ${color.text}; }
  & > li::before { content: '✕'; margin-right: 8px; color: ${color.danger}; }
  & a, & button { margin-left: 16px; padding: 0; border: 0; background: none; color: ${color.primary}; cursor: pointer; font: inherit; }
`;

function Remedy({ action }: Required<Pick<ResultErrorItem, 'action'>>): ReactElement {
  if (action.href) return <a href={action.href}>{action.label}</a>;
  return (
    <button type="button" onClick={action.onClick}>
      {action.label}
    </button>
  );
}

/** The error result page: the submission failed, with the reasons and their remedies. */
export function ResultError(props: ResultErrorProps): ReactElement {
  const { t } = useTranslation();
  const errors = props.errors ?? [];
  return (
    <ResultLayout
      status="error"
      title={props.title ?? t('consoleExtra.result.errorTitle')}
      description={props.description ?? t('consoleExtra.result.errorDescription')}
      content={
        errors.length > 0 || props.children != null ? (
          <>
            {errors.length > 0 && (
              <>
                <Heading>{props.errorsTitle ?? t('consoleExtra.result.errorListTitle')}</Heading>
                <Reasons>
                  {errors.map((error, index) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: the errors as given, never reordered; two may say the same.
                    <li key={index}>
                      {error.message}
                      {error.action && <Remedy action={error.action} />}
                    </li>
                  ))}
                </Reasons>
              </>
            )}
            {props.children}
          </>
        ) : undefined
      }
      actions={
        props.actions ?? (
          <NavigateButton type="primary" to={-1}>
            {t('consoleExtra.result.backToEdit')}
          </NavigateButton>
        )
      }
    />
  );
}
