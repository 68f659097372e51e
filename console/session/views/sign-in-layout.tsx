import type { ReactElement } from 'react';
import { Outlet } from 'react-router-dom';
import { useTranslation } from '../../../elements/core/i18n';
import { sessionSettings } from '../session-settings';
import { SignInLanguageSwitch } from '../../language';
import { Logo, useDocumentTitle } from '../../shell/kit';
import { BrandPanel, Footer, FormArea, FormSide, Frame } from './sign-in-layout.styles';

/** Copyright and the deployment's two registration notices (the spec's sign-in footer). */
export function ConsoleCopyright(): ReactElement {
  const { t } = useTranslation();
  const { copyrightHolder, registrationNotices } = sessionSettings();
  const holder = copyrightHolder ?? t('console.platformName');
  const notices = registrationNotices.filter((notice): notice is string => Boolean(notice));
  return (
    <>
      <p>{t('console.copyright', { year: new Date().getFullYear(), holder })}</p>
      {notices.map((notice) => (
        <p key={notice}>{notice}</p>
      ))}
    </>
  );
}

/**
 * The sign-in layout (shell spec section 2): a left panel with the logo, the sign-in heading and
 * the description, the nested sign-in view on the right with the footer under it. On a phone
 * the panel goes above the form.
 */
export function SignInLayout(): ReactElement {
  const { t } = useTranslation();
  useDocumentTitle(null);
  return (
    <Frame>
      <SignInLanguageSwitch />
      <BrandPanel>
        <h1>
          <Logo />
          {t('console.signIn.heading')}
        </h1>
        <p>{t('console.signIn.description')}</p>
      </BrandPanel>
      <FormSide>
        <FormArea>
          <Outlet />
        </FormArea>
        <Footer>
          <ConsoleCopyright />
        </Footer>
      </FormSide>
    </Frame>
  );
}
