import { useSyncExternalStore } from 'react';
import { getLocale, onLocaleChange, t } from './translate';

/** Re-renders the calling component when the locale changes and hands it `t`. */
export function useTranslation(): { t: typeof t; locale: ReturnType<typeof getLocale> } {
  const locale = useSyncExternalStore(onLocaleChange, getLocale, getLocale);
  return { t, locale };
}
