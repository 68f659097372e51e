/** The language of an answer: Chinese as JeecgBoot answers, English when the client asks (X-Farm-Locale: en). */
export { currentLocale, localeOfHeader, runInLocale, LOCALE_HEADER, type Locale } from './locale';
export { localised, type EnglishTwin, type TextTable, type Widened } from './localised';
export { seededText, englishOfSeeded, textToStore, type SeededDomain } from './seeded-text';
