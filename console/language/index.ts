// The console's language: chosen in the header or on the sign-in pages, remembered per user,
// defaulting from the browser. The shell's hook that asks the server again after a switch
// (use-server-texts-follow-locale.ts) is not exported here: it pulls in the shell's stores, and
// the sign-in pages import this barrel.
export { applyLocaleOfUser, chooseConsoleLocale, localeAfterLogout, startConsoleLocale } from './console-locale';
export { LanguageMenu, type LanguageMenuProps } from './language-menu';
export { SignInLanguageSwitch } from './sign-in-language-switch';
