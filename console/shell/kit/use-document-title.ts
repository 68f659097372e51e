import { useEffect } from 'react';
import { useTranslation } from '../../../elements/core/i18n';
import { documentTitle } from './document-title';

/** Keeps the document title: page title · platform name, or the platform name alone on home. */
export function useDocumentTitle(pageTitle: string | null | undefined, isHome = false): void {
  const { t } = useTranslation();
  const platform = t('console.platformName');
  useEffect(() => {
    document.title = documentTitle(pageTitle, isHome, platform);
  }, [pageTitle, isHome, platform]);
}
