import { useCallback } from 'react';
import { t, useTranslation, type Locale } from '../../core/i18n';
import type { Translate } from '../editor';

/**
 * The editor's messages in `locale` when the element was given one (its `locale` attribute),
 * else in the page's current language, following it when it changes.
 */
export function useCronText(locale?: Locale): Translate {
  const { locale: current } = useTranslation();
  const shown = locale ?? current;
  return useCallback<Translate>((key, params) => t(key, params, shown), [shown]);
}
