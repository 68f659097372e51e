import { setLocale, type Locale } from '../../elements/core/i18n';
import { getToken, getUsername } from '../../elements/core/session';
import {
  browserLocale,
  rememberSignInChoice,
  rememberUserLocale,
  signedInLocale,
  storedSignInChoice,
  storedUserLocale,
  type ChoiceStorage,
} from './locale-choice';

function localStore(): ChoiceStorage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

function tabStore(): ChoiceStorage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

const browserLanguage = (): Locale =>
  browserLocale(navigator.languages?.length ? navigator.languages : [navigator.language ?? '']);

/** Sets the language of every text (shell, pages, widgets) and of the document itself. */
export function applyConsoleLocale(locale: Locale): void {
  setLocale(locale);
  document.documentElement.lang = locale;
}

const signedInUser = (): string | null => (getToken() ? getUsername() : null);

/** Applies the language of whoever is signed in, as a sign-in does: their choice, else the browser's. */
export function applyLocaleOfUser(username: string | null): void {
  if (!username) {
    const tab = tabStore();
    applyConsoleLocale((tab && storedSignInChoice(tab)) ?? browserLanguage());
    return;
  }
  const local = localStore();
  const tab = tabStore();
  const { locale, adopt } = signedInLocale({
    userChoice: local ? storedUserLocale(local, username) : null,
    signInChoice: tab ? storedSignInChoice(tab) : null,
    browser: browserLanguage(),
  });
  if (adopt && local) rememberUserLocale(local, username, locale);
  // The sign-in page's choice is used up: whoever signs in next in this tab starts from theirs.
  if (tab) rememberSignInChoice(tab, null);
  applyConsoleLocale(locale);
}

/** At start: the signed-in user's language, or before sign-in the browser's (or the tab's choice). */
export function startConsoleLocale(): void {
  applyLocaleOfUser(signedInUser());
}

/** After logout the sign-in page speaks the browser's language again, not the last user's. */
export function localeAfterLogout(): void {
  applyLocaleOfUser(null);
}

/** The user picked a language: it applies at once and is remembered for them (or for this tab before sign-in). */
export function chooseConsoleLocale(locale: Locale): void {
  const username = signedInUser();
  const store = username ? localStore() : tabStore();
  if (store && username) rememberUserLocale(store, username, locale);
  else if (store) rememberSignInChoice(store, locale);
  applyConsoleLocale(locale);
}
