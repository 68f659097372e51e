import { catalogues, type MessageKey } from './catalogues';
import type { Locale } from './catalogue';

export type MessageParams = Record<string, string | number>;

let currentLocale: Locale = 'zh-CN';
const listeners = new Set<(locale: Locale) => void>();

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
    Object.prototype.hasOwnProperty.call(params, name) ? String(params[name]) : whole,
  );
}

export function t(key: MessageKey, params?: MessageParams, locale: Locale = currentLocale): string {
  return formatMessage(catalogues[locale][key] ?? catalogues['zh-CN'][key] ?? key, params);
}
