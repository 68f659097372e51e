import { defineCatalogue } from '../catalogue';

// The console's language switch. Each language is named in its own language on both sides (a
// reader who cannot read the current language still finds theirs).
export const consoleLanguageMessages = defineCatalogue({
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
