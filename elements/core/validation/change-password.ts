import '../i18n/catalogues/validation';
import { t } from '../i18n';
import { catalogueMessage, isEmptyValue, type FormRules } from './rule';

/** Field names as the JeecgBoot password endpoint takes them. */
export interface ChangePasswordValues {
  oldpassword?: string;
  password?: string;
  confirmpassword?: string;
}

/**
 * Rules of the change-password dialog. The confirmation is compared with the new password
 * as it is when validation runs, hence the getter.
 */
export function changePasswordRules(currentNewPassword: () => string | undefined): FormRules {
  return {
    oldpassword: [{ required: true, message: catalogueMessage('validation.password.oldRequired') }],
    password: [{ required: true, message: catalogueMessage('validation.password.newRequired') }],
    confirmpassword: [
      { required: true, message: catalogueMessage('validation.password.confirmRequired') },
      {
        validator: (value) =>
          !isEmptyValue(value) && value !== currentNewPassword() ? t('validation.password.mismatch') : undefined,
      },
    ],
  };
}

/** The dialog refuses to work without a signed-in user: 当前系统无登录用户!. */
export function changePasswordUserWarning(username: string | null | undefined): string | undefined {
  return username ? undefined : t('validation.password.noUser');
}
