export { LOCALES, defineCatalogue, type Locale, type DomainCatalogue, type CatalogueKeys } from './catalogue';
export type { WidgetMessageKey } from './catalogues';
export {
  t,
  formatMessage,
  getLocale,
  setLocale,
  onLocaleChange,
  registerCatalogue,
  type HostMessageKeys,
  type MessageKey,
  type MessageParams,
} from './translate';
export { useTranslation } from './use-translation';
