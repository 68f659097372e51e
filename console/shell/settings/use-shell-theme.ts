import { useLayoutEffect } from 'react';
import type { Themeable } from '../../../elements/core/theme';
import { useNotice } from '../../../elements/core/ui';
import { compileTheme } from './compile-theme';
import { useShellSettings } from './use-shell-settings';

/**
 * Keeps the page themed with the stored preferences: the primary colour and colour-weak mode
 * on `document.documentElement` (or the given target), live as they change. Needs a
 * NoticeProvider above for the compile messages. Safe to call from several places: a colour
 * the target already carries is not compiled again.
 */
export function useShellTheme(target?: Themeable): void {
  const primaryColor = useShellSettings((state) => state.settings.primaryColor);
  const colorWeak = useShellSettings((state) => state.settings.colorWeak);
  const { message } = useNotice();
  // A layout effect: the 正在编译主题！ message it raises is committed before the next paint,
  // so it is on screen while the compile waits for that paint.
  useLayoutEffect(() => {
    void compileTheme(target ?? document.documentElement, { primaryColor, colorWeak }, message);
  }, [target, primaryColor, colorWeak, message]);
}
