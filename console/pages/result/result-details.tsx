import styled from '@emotion/styled';
import type { ReactElement, ReactNode } from 'react';
import { useTranslation } from '../../../elements/core/i18n';
import { color } from '../../../elements/core/ui';

/** One line of a submission's details, e.g. 订单编号：20240917001. */
export interface ResultDetail {
  label: ReactNode;
  value: ReactNode;
}

/** One stage of what happens to the submission next. */
export interface ResultStep {
  title: ReactNode;
  description?: ReactNode;
}

const Heading = styled.h3`
  margin: 0 0 16px;
  color: ${color.text};
  font-size: 16px;
  font-weight: 500;
`;

const Details = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  gap: 8px 24px;
  margin: 0 0 16px;
  & > div { display: flex; gap: 4px; }
  & dt { color: ${color.textSecondary}; }
  & dd { margin: 0; color: ${color.text}; }
`;

const Steps = styled.ol`
  display: flex;
  gap: 16px;
  margin: 24px 0 0;
  padding: 0;
  list-style: none;
  & > li {
    flex: 1;
    padding-top: 8px;
    border-top: 3px solid ${color.border};
    color: ${color.textSecondary};
  }
  & > li[data-state='done'] { border-top-color: ${color.primary}; color: ${color.text}; }
  & > li[data-state='current'] { border-top-color: ${color.primary}; color: ${color.primary}; font-weight: 500; }
  & small { display: block; color: ${color.textSecondary}; font-weight: normal; }
`;

export interface SubmissionDetailsProps {
  title?: ReactNode;
  details?: readonly ResultDetail[];
  steps?: readonly ResultStep[];
  /** Index of the step in progress: those before it are done. */
  currentStep?: number;
}

/** The grey area of a success page: what was submitted and how far it has got. */
export function SubmissionDetails({
  title,
  details = [],
  steps = [],
  currentStep = 0,
}: SubmissionDetailsProps): ReactElement {
  const { t } = useTranslation();
  const state = (index: number) => (index < currentStep ? 'done' : index === currentStep ? 'current' : 'waiting');
  return (
    <>
      {title != null && <Heading>{title}</Heading>}
      {details.length > 0 && (
        <Details>
          {details.map((detail, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the page's details as given, never reordered; two may share a label.
            <div key={index}>
              <dt>{detail.label}</dt>
              <dd>{detail.value}</dd>
            </div>
          ))}
        </Details>
      )}
      {steps.length > 0 && (
        <Steps aria-label={t('consoleExtra.result.steps')}>
          {steps.map((step, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a step is its place in the flow.
            <li key={index} data-state={state(index)} aria-current={index === currentStep ? 'step' : undefined}>
              {step.title}
              {step.description != null && <small>{step.description}</small>}
            </li>
          ))}
        </Steps>
      )}
    </>
  );
}
