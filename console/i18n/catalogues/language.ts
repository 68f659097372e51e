import { defineCatalogue } from '../../../elements/core/i18n';

// The language switch of the header and of the sign-in pages.
export const languageMessages = defineCatalogue({
  'zh-CN': {
    'console.language.menu': '语言',
    'console.language.zh-CN': '简体中文',
    'console.language.en': 'English',
  },
  en: {
    'console.language.menu': 'Language',
    'console.language.zh-CN': '简体中文',
    'console.language.en': 'English',
  },
});
