import { useEffect } from 'react';
import { onLocaleChange } from '../../elements/core/i18n';
import { refreshServerTexts } from './refresh-server-texts';

/** While the shell is shown, a language switch reloads what the server said in the old language. */
export function useServerTextsFollowLocale(): void {
  useEffect(() => onLocaleChange(() => void refreshServerTexts()), []);
}
