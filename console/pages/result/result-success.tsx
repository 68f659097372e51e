import type { ReactElement, ReactNode } from 'react';
import { useTranslation } from '../../../elements/core/i18n';
import { BackHomeButton } from '../exception';
import { SubmissionDetails, type ResultDetail, type ResultStep } from './result-details';
import { ResultLayout } from './result-layout';

export interface ResultSuccessProps {
  /** Defaults to 提交成功. */
  title?: ReactNode;
  /** Defaults to a one-line confirmation. */
  description?: ReactNode;
  /** Heading of the details, e.g. the name of what was submitted. */
  detailsTitle?: ReactNode;
  details?: readonly ResultDetail[];
  steps?: readonly ResultStep[];
  currentStep?: number;
  /** Replaces the default 返回首页 button. */
  actions?: ReactNode;
  homePath?: string;
  /** Anything else for the grey area, under the details. */
  children?: ReactNode;
}

/** The success result page: a submission went through; its details and next steps in the grey area. */
export function ResultSuccess(props: ResultSuccessProps): ReactElement {
  const { t } = useTranslation();
  const hasDetails = props.detailsTitle != null || Boolean(props.details?.length) || Boolean(props.steps?.length);
  return (
    <ResultLayout
      status="success"
      title={props.title ?? t('consoleExtra.result.successTitle')}
      description={props.description ?? t('consoleExtra.result.successDescription')}
      content={
        hasDetails || props.children != null ? (
          <>
            {hasDetails && (
              <SubmissionDetails
                title={props.detailsTitle}
                details={props.details}
                steps={props.steps}
                currentStep={props.currentStep}
              />
            )}
            {props.children}
          </>
        ) : undefined
      }
      actions={props.actions ?? <BackHomeButton homePath={props.homePath} />}
    />
  );
}
