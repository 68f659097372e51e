import { useEffect, useState } from 'react';
import { AUTO_HIDE_HEADER_SCROLL } from './device';

/** Whether the auto-hiding header is out of sight: once the page has scrolled more than 100 px. */
export function useAutoHideHeader(enabled: boolean): boolean {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    if (!enabled) {
      setHidden(false);
      return;
    }
    const onScroll = () => setHidden(window.scrollY > AUTO_HIDE_HEADER_SCROLL);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [enabled]);
  return hidden;
}
