import '../i18n/catalogues/validation';
import { catalogueMessage, type Rule } from './rule';

/**
 * The further patterns forms pick by name. Each is optional on its own (an empty value
 * passes); put a required rule before it when the field must be filled.
 */
export const FORM_PATTERNS = {
  naturalNumber: /^(0|[1-9]\d*)$/,
  englishLetters: /^[A-Za-z]+$/,
  /** Optional area code (0 and 2-3 digits, optional hyphen), a 7-8 digit number, optional extension. */
  landline: /^(0\d{2,3}-?)?[1-9]\d{6,7}(-\d{1,6})?$/,
  /** 10 to 20 digits, not starting with 0. */
  bankCard: /^[1-9]\d{9,19}$/,
  /** Up to 50 letters and digits. */
  idNumber: /^[A-Za-z0-9]{1,50}$/,
  /** 15 digits, or 18 where the last may be the check letter X. */
  idCard: /^(\d{15}|\d{17}[\dXx])$/,
  qq: /^\d{5,12}$/,
  httpUrl: /^https?:\/\/\S+$/i,
  alphanumericUpTo20: /^[A-Za-z0-9]{0,20}$/,
  lettersAndSpaces: /^[\u4e00-\u9fa5A-Za-z ]{2,100}$/,
  digitsAndLineFeeds: /^[0-9\r\n]+$/,
  /** Counted in characters as the user sees them (`u`), not UTF-16 units. */
  upTo255Chars: /^[\s\S]{0,255}$/u,
} as const;

export type FormPatternName = keyof typeof FORM_PATTERNS;

const MESSAGE_KEYS = {
  naturalNumber: 'validation.naturalNumber',
  englishLetters: 'validation.englishLetters',
  landline: 'validation.landline',
  bankCard: 'validation.bankCard',
  idNumber: 'validation.idNumber',
  idCard: 'validation.idCard',
  qq: 'validation.qq',
  httpUrl: 'validation.httpUrl',
  alphanumericUpTo20: 'validation.alphanumericUpTo20',
  lettersAndSpaces: 'validation.lettersAndSpaces',
  digitsAndLineFeeds: 'validation.digitsAndLineFeeds',
  upTo255Chars: 'validation.upTo255Chars',
} as const satisfies Record<FormPatternName, string>;

/** The rule for one named pattern, carrying the message the product shows for it. */
export function formPatternRule(name: FormPatternName): Rule {
  return { pattern: FORM_PATTERNS[name], message: catalogueMessage(MESSAGE_KEYS[name]) };
}
