import styled from '@emotion/styled';
import type { ReactElement } from 'react';
import { useTranslation, type MessageKey } from '../../../elements/core/i18n';
import { color, fontFamily, fontSize } from '../../../elements/core/ui';
import { BackHomeButton } from './back-home-button';

export type ExceptionType = 403 | 404 | 500;

/** JeecgBoot's exception texts. */
const DESCRIPTIONS: Record<ExceptionType, MessageKey> = {
  403: 'consoleExtra.exception.403',
  404: 'consoleExtra.exception.404',
  500: 'consoleExtra.exception.500',
};

export interface ExceptionPageProps {
  /** Where 返回首页 leads; /dashboard/analysis by default. */
  homePath?: string;
}

/** Its own font: /403 and /404 are also shown outside the shell, whose root sets it elsewhere. */
const Page = styled.section`
  font-family: ${fontFamily};
  font-size: ${fontSize};
  display: flex;
  align-items: center;
  justify-content: center;
  gap: 64px;
  min-height: 500px;
  padding: 48px 24px;
  flex-wrap: wrap;
  & > svg {
    width: 240px;
    max-width: 60vw;
    color: ${color.primary};
  }
  & h1 {
    margin: 0 0 16px;
    color: ${color.text};
    font-size: 72px;
    font-weight: 600;
    line-height: 72px;
  }
  & p {
    margin: 0 0 16px;
    color: ${color.textSecondary};
    font-size: 20px;
    line-height: 28px;
  }
`;

/** A sheet of paper with a warning mark, drawn in the theme colour. */
function Illustration(): ReactElement {
  return (
    <svg viewBox="0 0 240 200" aria-hidden="true" focusable="false">
      <ellipse cx="120" cy="184" rx="96" ry="10" fill="currentColor" opacity="0.12" />
      <rect
        x="62"
        y="20"
        width="116"
        height="150"
        rx="8"
        fill="none"
        stroke="currentColor"
        strokeWidth="6"
        opacity="0.5"
      />
      <path d="M84 52h72M84 72h52" stroke="currentColor" strokeWidth="6" strokeLinecap="round" opacity="0.35" />
      <circle cx="120" cy="122" r="30" fill="currentColor" />
      <path d="M120 104v22M120 136v4" stroke="#fff" strokeWidth="7" strokeLinecap="round" />
    </svg>
  );
}

function ExceptionPage({ type, homePath }: ExceptionPageProps & { type: ExceptionType }): ReactElement {
  const { t } = useTranslation();
  return (
    <Page data-exception={type}>
      <Illustration />
      <div>
        <h1>{type}</h1>
        <p>{t(DESCRIPTIONS[type])}</p>
        <BackHomeButton homePath={homePath} />
      </div>
    </Page>
  );
}

/** 403: 抱歉，你无权访问该页面. */
export const Exception403 = (props: ExceptionPageProps): ReactElement => <ExceptionPage type={403} {...props} />;
/** 404: 抱歉，你访问的页面不存在或仍在开发中. */
export const Exception404 = (props: ExceptionPageProps): ReactElement => <ExceptionPage type={404} {...props} />;
/** 500: 抱歉，服务器出错了. */
export const Exception500 = (props: ExceptionPageProps): ReactElement => <ExceptionPage type={500} {...props} />;
