export type Locale = 'zh-CN' | 'en';

export const LOCALES: readonly Locale[] = ['zh-CN', 'en'];

/**
 * One domain's messages in every locale. zh-CN is the source: the English side must carry
 * exactly the same keys, which the type below enforces at compile time.
 */
export type DomainCatalogue<Keys extends string> = {
  'zh-CN': Record<Keys, string>;
  en: Record<Keys, string>;
};

/** The keys of a domain catalogue, read off its zh-CN side. */
export type CatalogueKeys<D> = D extends { 'zh-CN': infer Zh } ? keyof Zh & string : never;

/** Declares a domain catalogue; `defineCatalogue({ 'zh-CN': {...}, en: {...} })`. */
export function defineCatalogue<const Zh extends Record<string, string>>(catalogue: {
  'zh-CN': Zh;
  en: Record<keyof Zh & string, string>;
}): DomainCatalogue<keyof Zh & string> {
  return catalogue;
}
