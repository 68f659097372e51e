export const TITLE_SEPARATOR = ' · ';

/** The page title plus a separator and the platform name, or the platform name alone on home. */
export function documentTitle(pageTitle: string | null | undefined, isHome: boolean, platformName: string): string {
  if (isHome || !pageTitle) return platformName;
  return `${pageTitle}${TITLE_SEPARATOR}${platformName}`;
}
