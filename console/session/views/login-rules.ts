import { t } from '../../../elements/core/i18n';
import { MOBILE_RULES, USERNAME_RULES, type FormRules } from '../../../elements/core/validation';

const required = (message: () => string) => [{ required: true, message }];

/** Account login: the login-form username patterns, a password, the captcha. */
export const accountLoginRules = (): FormRules => ({
  username: USERNAME_RULES,
  password: required(() => t('console.login.passwordRequired')),
  captcha: required(() => t('console.login.captchaRequired')),
});

/** Phone login: the login-form mobile pattern and the SMS code. */
export const phoneLoginRules = (): FormRules => ({
  mobile: MOBILE_RULES,
  smsCode: required(() => t('console.login.smsCodeRequired')),
});
