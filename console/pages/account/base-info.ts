import { isEmptyValue, EMAIL_RULES, OPTIONAL_MOBILE_RULES, catalogueMessage, type FormRules } from '../../../elements/core/validation';
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

/**
 * The body of `PUT /sys/user/edit` for the user's own record. The edit endpoint replaces the
 * whole profile, and a stock JeecgBoot also replaces the roles and departments with what it is
 * sent, so every field the form does not show goes back as it was read, roles and departments
 * included. Only the fields of the user form are sent (our server refuses any other).
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
    workNo: user.workNo ?? null,
    post: user.post ?? null,
    userIdentity: user.userIdentity ?? null,
    departIds: user.departIds ?? null,
    relTenantIds: user.relTenantIds ?? null,
    selectedroles: profile.roles.map((role) => role.id).join(','),
    selecteddeparts: profile.departs.map((depart) => depart.id).join(','),
  };
}
