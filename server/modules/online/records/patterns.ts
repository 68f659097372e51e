import { onlineMessages } from '../../../messages';
import type { PatternName } from '../../../resources';

/** The named validation patterns a field may declare, with their messages (widgets spec 5.2), read in the request's language. */
export const PATTERNS: Readonly<Record<PatternName, { regex: RegExp; message: string }>> = {
  // 11 digits starting with 1 followed by 3, 4, 5, 7 or 8 (the form rule, not the grid's 3-9).
  mobile: {
    regex: /^1[34578]\d{9}$/,
    get message() {
      return onlineMessages.pattern.mobile;
    },
  },
  // Chinese ID card: 15 or 18 digits (the last may be X).
  idCard: {
    regex: /^(\d{15}|\d{17}[\dXx])$/,
    get message() {
      return onlineMessages.pattern.idCard;
    },
  },
  url: {
    regex: /^https?:\/\/\S+$/i,
    get message() {
      return onlineMessages.pattern.url;
    },
  },
  email: {
    regex: /^[^\s@]+@[^\s@]+\.[^\s@]+$/,
    get message() {
      return onlineMessages.pattern.email;
    },
  },
  code: {
    regex: /^[A-Za-z0-9_]+$/,
    get message() {
      return onlineMessages.pattern.code;
    },
  },
  // Unified social credit code: 18 characters of the national standard's alphabet.
  creditCode: {
    regex: /^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/,
    get message() {
      return onlineMessages.pattern.creditCode;
    },
  },
};
