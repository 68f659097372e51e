import { t } from '../../../elements/core/i18n';
import {
  MOBILE_RULES,
  USERNAME_RULES,
  type FormRules,
  type Rule,
  type RuleMessage,
} from '../../../elements/core/validation';

/** JeecgBoot's new-password rule: at least 8 characters with a letter, a digit and a symbol. */
export const STRONG_PASSWORD = /^(?=.*[a-zA-Z])(?=.*\d)(?=.*[~!@#$%^&*()_+`\-={}:";'<>?,./]).{8,}$/;

export type PasswordLevel = 0 | 1 | 2 | 3;

/** One point each for digits, letters and other characters; 2 is enough, 3 is strong. */
export function passwordLevel(password: string): PasswordLevel {
  let level = 0;
  if (/[0-9]/.test(password)) level++;
  if (/[a-zA-Z]/.test(password)) level++;
  if (/[^0-9a-zA-Z_]/.test(password)) level++;
  return level as PasswordLevel;
}

/** A new password: required and strong, both failures told with `message`. */
export function strongPasswordRules(message: RuleMessage): Rule[] {
  return [
    { required: true, message },
    { pattern: STRONG_PASSWORD, message },
    { validator: (value) => (passwordLevel(String(value)) >= 2 ? undefined : t('console.register.passwordWeak')) },
  ];
}

/** The confirmation: required, and equal to the password read when it is checked. */
export function confirmationRules(
  password: () => string,
  requiredMessage: RuleMessage,
  mismatch: () => string,
): Rule[] {
  return [
    { required: true, message: requiredMessage },
    { validator: (value) => (String(value).trim() === password().trim() ? undefined : mismatch()) },
  ];
}

/** The register form: username, password twice, mobile and the SMS code. */
export function registerRules(password: () => string): FormRules {
  return {
    username: USERNAME_RULES,
    password: strongPasswordRules(() => t('console.register.passwordRule')),
    password2: confirmationRules(
      password,
      () => t('console.register.password2Required'),
      () => t('console.register.passwordMismatch'),
    ),
    mobile: MOBILE_RULES,
    captcha: [{ required: true, message: () => t('console.register.captchaRequired') }],
  };
}
