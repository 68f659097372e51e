import { AsyncLocalStorage } from 'node:async_hooks';

/** The languages the server answers in: Chinese, JeecgBoot's own, unless the client asks for English. */
export type Locale = 'zh-CN' | 'en';

/**
 * The request header a client sends to be answered in English. Ours only: the stock JeecgBoot
 * client never sends it, and the browser's Accept-Language is deliberately not read, so a stock
 * client in an English browser keeps getting the Chinese it was written for.
 */
export const LOCALE_HEADER = 'x-farm-locale';

const requestLocale = new AsyncLocalStorage<Locale>();

/** 'en' (in any case, surrounding blanks aside) asks for English; anything else, or nothing, is Chinese. */
export function localeOfHeader(value: string | string[] | undefined): Locale {
  return typeof value === 'string' && value.trim().toLowerCase() === 'en' ? 'en' : 'zh-CN';
}

/** Runs `work` (and everything it continues into, awaited or called back) answering in `locale`. */
export function runInLocale<T>(locale: Locale, work: () => T): T {
  return requestLocale.run(locale, work);
}

/** The language of the request being answered; Chinese outside a request (jobs, start-up, logs). */
export function currentLocale(): Locale {
  return requestLocale.getStore() ?? 'zh-CN';
}
