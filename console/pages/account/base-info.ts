import {
  isEmptyValue,
  EMAIL_RULES,
  OPTIONAL_MOBILE_RULES,
  catalogueMessage,
  type FormRules,
} from '../../../elements/core/validation';
import type { AccountProfile, AccountUser } from './account-profile';

/** The fields of 基本设置 a user edits about themselves. */
export interface BaseInfoValues {
  realname: string;
  /** 1 male, 2 female, null not given. */
  sex: 1 | 2 | null;
  /** YYYY-MM-DD or ''. */
  birthday: string;
  email: string;
  phone: string;
  telephone: string;
}

export const BASE_INFO_RULES: FormRules = {
  realname: [{ required: true, message: catalogueMessage('validation.required') }],
  email: EMAIL_RULES,
  phone: OPTIONAL_MOBILE_RULES,
};

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

export function baseInfoOf(user: AccountUser): BaseInfoValues {
  return {
    realname: text(user.realname),
    sex: user.sex === 1 || user.sex === 2 ? user.sex : null,
    birthday: text(user.birthday).slice(0, 10),
    email: text(user.email),
    phone: text(user.phone),
    telephone: text(user.telephone),
  };
}

const orNull = (value: string): string | null => (isEmptyValue(value) ? null : value.trim());

/** JeecgBoot's self-service profile edit: the caller's own safe fields only, no permission needed. */
export const SELF_EDIT_PATH = '/sys/user/login/setting/userEdit';

/**
 * The body of the self-service edit. It names the record (id and username, which the server
 * checks against the caller) and carries only the profile fields a user may change about
 * themselves; roles, departments and status are never sent, so nothing can widen them.
 */
export function baseInfoBody(profile: AccountProfile, values: BaseInfoValues): Record<string, unknown> {
  const { user } = profile;
  return {
    id: user.id,
    username: user.username,
    realname: values.realname.trim(),
    sex: values.sex,
    birthday: orNull(values.birthday),
    email: orNull(values.email),
    phone: orNull(values.phone),
    telephone: orNull(values.telephone),
    avatar: user.avatar ?? null,
  };
}
