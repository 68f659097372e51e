export { LOCALES, defineCatalogue, type Locale, type DomainCatalogue } from './catalogue';
export type { MessageKey } from './catalogues';
export { t, formatMessage, getLocale, setLocale, onLocaleChange, type MessageParams } from './translate';
export { useTranslation } from './use-translation';
