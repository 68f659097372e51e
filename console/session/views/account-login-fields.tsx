import type { ReactElement } from 'react';
import { useTranslation } from '../../../elements/core/i18n';
import { Input } from '../../shell/kit/ui-basics';
import { LockIcon, UserIcon, ShieldIcon } from '../../shell/kit';
import { FormItem } from './form-item';
import { CaptchaButton, InlineRow } from './sign-in.styles';
import type { LoginPageController } from './use-login-page';

/** Username, password and the captcha image (click for a new one). */
export function AccountLoginFields({
  account,
  captcha,
}: Pick<LoginPageController, 'account' | 'captcha'>): ReactElement {
  const { t } = useTranslation();
  const { values, errors, set } = account;
  return (
    <>
      <FormItem error={errors.username}>
        <Input
          size="large"
          name="username"
          autoComplete="username"
          aria-label={t('console.login.username')}
          placeholder={t('console.login.usernamePlaceholder')}
          prefix={<UserIcon />}
          value={values.username}
          status={errors.username ? 'error' : undefined}
          onChange={(event) => set('username', event.target.value)}
        />
      </FormItem>
      <FormItem error={errors.password}>
        <Input
          size="large"
          type="password"
          name="password"
          autoComplete="current-password"
          aria-label={t('console.login.password')}
          placeholder={t('console.login.passwordPlaceholder')}
          prefix={<LockIcon />}
          value={values.password}
          status={errors.password ? 'error' : undefined}
          onChange={(event) => set('password', event.target.value)}
        />
      </FormItem>
      <InlineRow>
        <FormItem error={errors.captcha}>
          <Input
            size="large"
            name="captcha"
            autoComplete="off"
            aria-label={t('console.login.captcha')}
            placeholder={t('console.login.captchaPlaceholder')}
            prefix={<ShieldIcon />}
            value={values.captcha}
            status={errors.captcha ? 'error' : undefined}
            onChange={(event) => set('captcha', event.target.value)}
          />
        </FormItem>
        <CaptchaButton
          type="button"
          onClick={captcha.refresh}
          title={captcha.image ? t('console.login.captchaImage') : t('console.login.captchaUnavailable')}
          aria-label={captcha.image ? t('console.login.captchaImage') : t('console.login.captchaUnavailable')}
        >
          {captcha.image ? <img src={captcha.image} alt="" /> : t('console.login.captchaUnavailable')}
        </CaptchaButton>
      </InlineRow>
    </>
  );
}
