import type { ReactElement } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from '../../../elements/core/i18n';
import { Button, Input } from '../../shell/kit/ui-basics';
import { MailIcon } from '../../shell/kit';
import { FormItem } from './form-item';
import { PasswordStrength } from './password-strength';
import { FormTitle, InlineRow, LinkRow, SignInForm } from './sign-in.styles';
import { useRegisterPage } from './use-register-page';

/** /user/register. */
export function RegisterPage(): ReactElement {
  const { t } = useTranslation();
  const { form, sms, submitting, submit, requestSmsCode } = useRegisterPage();
  const { values, errors, set } = form;
  const field = (name: keyof typeof values, placeholder: string, type = 'text') => (
    <FormItem error={errors[name]}>
      <Input
        size="large"
        type={type}
        name={name}
        autoComplete={type === 'password' ? 'new-password' : 'off'}
        aria-label={placeholder}
        placeholder={placeholder}
        value={values[name]}
        status={errors[name] ? 'error' : undefined}
        onChange={(event) => set(name, event.target.value)}
      />
    </FormItem>
  );

  return (
    <SignInForm
      aria-label={t('console.register.title')}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <FormTitle>{t('console.register.title')}</FormTitle>
      {field('username', t('console.register.usernamePlaceholder'))}
      {field('password', t('console.register.passwordPlaceholder'), 'password')}
      <PasswordStrength password={values.password} />
      {field('password2', t('console.register.password2Placeholder'), 'password')}
      {field('mobile', t('console.register.mobilePlaceholder'), 'tel')}
      <InlineRow>
        <FormItem error={errors.captcha}>
          <Input
            size="large"
            name="captcha"
            autoComplete="one-time-code"
            aria-label={t('console.register.captchaPlaceholder')}
            placeholder={t('console.register.captchaPlaceholder')}
            prefix={<MailIcon />}
            value={values.captcha}
            status={errors.captcha ? 'error' : undefined}
            onChange={(event) => set('captcha', event.target.value)}
          />
        </FormItem>
        <Button size="large" disabled={sms.counting} onClick={() => void requestSmsCode()} style={{ width: 120 }}>
          {sms.counting ? t('console.login.smsCountdown', { n: sms.left }) : t('console.login.getSmsCode')}
        </Button>
      </InlineRow>
      <LinkRow>
        <Button type="primary" size="large" htmlType="submit" loading={submitting}>
          {t('console.register.submit')}
        </Button>
        <Link to="/user/login">{t('console.register.toLogin')}</Link>
      </LinkRow>
    </SignInForm>
  );
}
