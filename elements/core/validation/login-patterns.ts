import '../i18n/catalogues/validation';
import { catalogueMessage, type Rule } from './rule';

/** 11 digits: a 1 followed by 3, 4, 5, 7 or 8 (the login form's own reading of a mobile number). */
export const MOBILE_PATTERN = /^1[34578]\d{9}$/;

export const USERNAME_CHARACTERS_PATTERN = /^[A-Za-z0-9_]+$/;

/**
 * The spec keeps a known disagreement: this pattern accepts 4 to 18 characters while its
 * message says 长度6到18个字符. Both are kept as the product has them.
 */
export const USERNAME_LENGTH_PATTERN = /^.{4,18}$/;

export const EMAIL_PATTERN = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;

/** The optional variant: an empty field passes, anything entered must be a mobile number. */
export const OPTIONAL_MOBILE_RULES: readonly Rule[] = [
  { pattern: MOBILE_PATTERN, message: catalogueMessage('validation.mobile.invalid') },
];

export const MOBILE_RULES: readonly Rule[] = [
  { required: true, message: catalogueMessage('validation.mobile.required') },
  ...OPTIONAL_MOBILE_RULES,
];

export const USERNAME_RULES: readonly Rule[] = [
  { required: true, message: catalogueMessage('validation.username.required') },
  { pattern: USERNAME_CHARACTERS_PATTERN, message: catalogueMessage('validation.username.characters') },
  { pattern: USERNAME_LENGTH_PATTERN, message: catalogueMessage('validation.username.length') },
];

/** E-mail is optional wherever the login forms ask for it. */
export const EMAIL_RULES: readonly Rule[] = [
  { pattern: EMAIL_PATTERN, message: catalogueMessage('validation.email.invalid') },
];
