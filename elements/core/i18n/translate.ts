import type { DomainCatalogue, Locale } from './catalogue';
import type { WidgetMessageKey } from './catalogues';

/**
 * The keys of a host application's own catalogues (the console's), added by declaration merging:
 * `declare module '.../elements/core/i18n/translate' { interface HostMessageKeys extends Record<Key, true> {} }`.
 * Widgets never name them (tests/unit/i18n/widget-catalogues.test.ts checks it).
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by the host's declaration merging
export interface HostMessageKeys {}

export type MessageKey = WidgetMessageKey | (keyof HostMessageKeys & string);

export type MessageParams = Record<string, string | number>;

// Empty until catalogues register: each widget catalogue as its module loads, a host's when it starts.
const catalogues: Record<Locale, Partial<Record<string, string>>> = { 'zh-CN': {}, en: {} };

let currentLocale: Locale = 'zh-CN';
const listeners = new Set<(locale: Locale) => void>();

/** Adds a domain's messages in every locale; registering one twice changes nothing. */
export function registerCatalogue(domain: DomainCatalogue<string>): void {
  Object.assign(catalogues['zh-CN'], domain['zh-CN']);
  Object.assign(catalogues.en, domain.en);
}

export function getLocale(): Locale {
  return currentLocale;
}

/** Switches every widget's language; zh-CN is the product's default. */
export function setLocale(locale: Locale): void {
  if (locale === currentLocale) return;
  currentLocale = locale;
  for (const listener of listeners) listener(locale);
}

export function onLocaleChange(listener: (locale: Locale) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Fills `{name}` placeholders; a placeholder without a value stays visible rather than vanish. */
export function formatMessage(template: string, params?: MessageParams): string {
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}

/** A key no registered catalogue holds shows as the key itself. */
export function t(key: MessageKey, params?: MessageParams, locale: Locale = currentLocale): string {
  return formatMessage(catalogues[locale][key] ?? catalogues['zh-CN'][key] ?? key, params);
}
