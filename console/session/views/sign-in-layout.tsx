import styled from '@emotion/styled';
import type { ReactElement } from 'react';
import { Outlet } from 'react-router-dom';
import { useTranslation } from '../../../elements/core/i18n';
import { color } from '../../shell/kit/ui-basics';
import { consoleConfig } from '../../app';
import { Logo, useDocumentTitle } from '../../shell/kit';

const Frame = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
  background: ${color.bg};
  background-image: linear-gradient(135deg, color-mix(in srgb, ${color.primary} 12%, transparent), transparent 60%);
`;

const Panel = styled.main`
  flex: 1;
  padding: 80px 16px 24px;
  @media (max-width: 767.99px) {
    padding-top: 40px;
  }
`;

const Heading = styled.header`
  margin-bottom: 40px;
  text-align: center;
  & h1 {
    display: inline-flex;
    align-items: center;
    gap: 12px;
    margin: 0;
    color: ${color.text};
    font-size: 30px;
    font-weight: 600;
  }
  & h1 svg { width: 44px; height: 44px; }
  & p {
    margin: 12px 0 0;
    color: ${color.textSecondary};
  }
`;

const Footer = styled.footer`
  padding: 24px 16px;
  color: ${color.textSecondary};
  font-size: 13px;
  line-height: 22px;
  text-align: center;
  & p { margin: 0; }
`;

/** Copyright and the deployment's two registration notices (the spec's sign-in footer). */
export function ConsoleCopyright(): ReactElement {
  const { t } = useTranslation();
  const holder = consoleConfig.copyrightHolder ?? t('console.platformName');
  const notices = consoleConfig.registrationNotices.filter((notice): notice is string => Boolean(notice));
  return (
    <>
      <p>{t('console.copyright', { year: new Date().getFullYear(), holder })}</p>
      {notices.map((notice) => (
        <p key={notice}>{notice}</p>
      ))}
    </>
  );
}

/** The sign-in layout: logo, heading, the nested sign-in view, and the footer. */
export function SignInLayout(): ReactElement {
  const { t } = useTranslation();
  useDocumentTitle(null);
  return (
    <Frame>
      <Panel>
        <Heading>
          <h1>
            <Logo />
            {t('console.signIn.heading')}
          </h1>
          <p>{t('console.signIn.description')}</p>
        </Heading>
        <Outlet />
      </Panel>
      <Footer>
        <ConsoleCopyright />
      </Footer>
    </Frame>
  );
}
