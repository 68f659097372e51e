import type { Locale } from '../../elements/core/i18n';

/** The storage the choice is kept in: localStorage in the browser, a stand-in in unit tests. */
export type ChoiceStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** A user's own choice, kept in local storage under their username (two users of one browser keep theirs). */
const USER_KEY_PREFIX = 'farm-console-locale:';
/** A choice made on the sign-in pages, before anyone is signed in: kept for the browser tab only. */
export const SIGN_IN_CHOICE_KEY = 'farm-console-locale';

const isLocale = (value: unknown): value is Locale => value === 'zh-CN' || value === 'en';

/**
 * The browser's language as the console's: the first of the browser's languages that is English
 * or Chinese decides; anything else, or nothing, is the product's default zh-CN.
 */
export function browserLocale(languages: readonly string[]): Locale {
  for (const language of languages) {
    const tag = language.toLowerCase();
    if (tag === 'en' || tag.startsWith('en-')) return 'en';
    if (tag === 'zh' || tag.startsWith('zh-')) return 'zh-CN';
  }
  return 'zh-CN';
}

function read(storage: ChoiceStorage, key: string): Locale | null {
  try {
    const value = storage.getItem(key);
    return isLocale(value) ? value : null;
  } catch {
    return null;
  }
}

function write(storage: ChoiceStorage, key: string, locale: Locale | null): void {
  try {
    if (locale) storage.setItem(key, locale);
    else storage.removeItem(key);
  } catch {
    // Storage refused (private mode, quota): the choice still applies until the page is left.
  }
}

export const storedUserLocale = (storage: ChoiceStorage, username: string): Locale | null =>
  read(storage, USER_KEY_PREFIX + username);

export const rememberUserLocale = (storage: ChoiceStorage, username: string, locale: Locale): void =>
  write(storage, USER_KEY_PREFIX + username, locale);

export const storedSignInChoice = (storage: ChoiceStorage): Locale | null => read(storage, SIGN_IN_CHOICE_KEY);

export const rememberSignInChoice = (storage: ChoiceStorage, locale: Locale | null): void =>
  write(storage, SIGN_IN_CHOICE_KEY, locale);

export interface SignInLocaleInput {
  /** The user's own last choice, if they made one. */
  userChoice: Locale | null;
  /** What was chosen on the sign-in pages of this tab, if anything. */
  signInChoice: Locale | null;
  browser: Locale;
}

/**
 * The language a user works in once signed in: their own last choice; else what they just chose
 * on the sign-in page (it becomes their choice); else the browser's language.
 */
export function signedInLocale({ userChoice, signInChoice, browser }: SignInLocaleInput): {
  locale: Locale;
  adopt: boolean;
} {
  if (userChoice) return { locale: userChoice, adopt: false };
  if (signInChoice) return { locale: signInChoice, adopt: true };
  return { locale: browser, adopt: false };
}
