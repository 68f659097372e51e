import { useEffect, useState } from 'react';
import { headerHiddenAfterScroll } from './header-visibility';

/** Whether the auto-hiding header is out of sight: hidden scrolling down past 100 px, back on scrolling up. */
export function useAutoHideHeader(enabled: boolean): boolean {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    if (!enabled) {
      setHidden(false);
      return;
    }
    let previousTop = window.scrollY;
    setHidden(headerHiddenAfterScroll(0, previousTop, false));
    const onScroll = () => {
      const from = previousTop;
      const top = window.scrollY;
      previousTop = top;
      // The updater runs later, at render: it takes this scroll's own start, not a later one's.
      setHidden((current) => headerHiddenAfterScroll(from, top, current));
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [enabled]);
  return hidden;
}
