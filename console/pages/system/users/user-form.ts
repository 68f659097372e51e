import { t } from '../../../../elements/core/i18n';
import {
  EMAIL_RULES,
  OPTIONAL_MOBILE_RULES,
  USERNAME_RULES,
  duplicateCheckRule,
  type CheckRequest,
  type FormRules,
} from '../../../../elements/core/validation';
import type { UserRecord } from './user-record';

/** What the add / edit form holds; ids are comma lists as the JeecgBoot user form sends them. */
export interface UserFormValues {
  username: string;
  password: string;
  confirmpassword: string;
  realname: string;
  selectedroles: string[];
  selecteddeparts: string;
  sex: number | null;
  email: string;
  phone: string;
}

export function userFormValues(
  user: UserRecord | null,
  roleIds: readonly string[] = [],
  departIds: readonly string[] = [],
): UserFormValues {
  return {
    username: user?.username ?? '',
    password: '',
    confirmpassword: '',
    realname: user?.realname ?? '',
    selectedroles: [...roleIds],
    selecteddeparts: departIds.join(','),
    sex: user?.sex ?? null,
    email: user?.email ?? '',
    phone: user?.phone ?? '',
  };
}

/**
 * The form's rules: the username's (widgets spec 5.2) plus the server's duplicate check; a new
 * user's password twice; the name; optional e-mail and mobile.
 */
export function userFormRules(check: CheckRequest, values: () => UserFormValues, editedId: string | null): FormRules {
  const passwordRules: FormRules = editedId
    ? {}
    : {
        password: [{ required: true, message: () => t('system.user.passwordRequired') }],
        confirmpassword: [
          { required: true, message: () => t('system.user.confirmRequired') },
          {
            validator: (value) =>
              value && value !== values().password ? t('system.user.passwordMismatch') : undefined,
          },
        ],
      };
  return {
    username: [
      ...USERNAME_RULES,
      duplicateCheckRule(check, { tableName: 'sys_user', fieldName: 'username', dataId: editedId ?? undefined }),
    ],
    ...passwordRules,
    realname: [{ required: true, message: () => t('system.user.realnameRequired') }],
    email: EMAIL_RULES,
    phone: OPTIONAL_MOBILE_RULES,
  };
}

/** The add / edit body of JeecgBoot's user form; an edit never carries the username or a password. */
export function userBody(values: UserFormValues, editedId: string | null): Record<string, unknown> {
  const profile = {
    realname: values.realname.trim(),
    selectedroles: values.selectedroles.join(','),
    selecteddeparts: values.selecteddeparts,
    sex: values.sex,
    email: values.email.trim() || null,
    phone: values.phone.trim() || null,
  };
  if (editedId) return { id: editedId, ...profile };
  return {
    username: values.username.trim(),
    password: values.password,
    confirmpassword: values.confirmpassword,
    ...profile,
  };
}
