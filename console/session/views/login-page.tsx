import type { ReactElement } from 'react';
import { Link } from 'react-router-dom';
import { sessionSettings } from '../session-settings';
import { useTranslation } from '../../../elements/core/i18n';
import { Button, Checkbox, Tabs } from '../../shell/kit/ui-basics';
import { AccountLoginFields } from './account-login-fields';
import { LoginSelectionDialog } from './lazy-login-selection-dialog';
import { LoginSlider } from './login-slider';
import { PhoneLoginFields } from './phone-login-fields';
import { LinkRow, SignInForm } from './sign-in.styles';
import { ThirdPartyLogin } from './third-party-login';
import { useCasCallback } from './use-cas-callback';
import { useLoginPage, type LoginTab } from './use-login-page';

/** /user/login: account or phone login, other ways in, and the choice of tenant and department. */
export function LoginPage(): ReactElement {
  const { t } = useTranslation();
  const page = useLoginPage();
  const { completion } = page;
  useCasCallback(completion.complete, page.failed);

  return (
    <SignInForm
      aria-label={t('console.login.submit')}
      noValidate
      // Someone typing here is about to sign in: fetch the shell meanwhile, not on page load.
      onInput={sessionSettings().preloadShell}
      onSubmit={(event) => {
        event.preventDefault();
        void page.submit();
      }}
    >
      <Tabs
        aria-label={t('console.login.submit')}
        activeKey={page.tab}
        onChange={(key) => page.setTab(key as LoginTab)}
        items={[
          {
            key: 'account',
            label: t('console.login.tabAccount'),
            children: <AccountLoginFields account={page.account} captcha={page.captcha} />,
          },
          {
            key: 'phone',
            label: t('console.login.tabPhone'),
            children: <PhoneLoginFields phone={page.phone} sms={page.sms} requestSmsCode={page.requestSmsCode} />,
          },
        ]}
      />
      {page.slider.shown && (
        <LoginSlider key={page.slider.round} error={page.slider.error} onVerified={page.slider.onVerified} />
      )}
      <LinkRow>
        <Checkbox checked={page.rememberMe} onChange={page.setRememberMe}>
          {t('console.login.rememberMe')}
        </Checkbox>
        <span>
          <Link to="/user/register">{t('console.login.register')}</Link>
          <Link to="/user/alteration">{t('console.login.forgotPassword')}</Link>
        </span>
      </LinkRow>
      <Button type="primary" size="large" htmlType="submit" block loading={page.submitting}>
        {t('console.login.submit')}
      </Button>
      <ThirdPartyLogin onLoggedIn={completion.complete} onFailed={page.failed} />
      {completion.choosing && (
        <LoginSelectionDialog answer={completion.choosing} onDone={completion.finish} onAbandon={completion.abandon} />
      )}
    </SignInForm>
  );
}
