import { useSyncExternalStore } from 'react';
import { MOBILE_QUERY, SIDEBAR_CLOSED_QUERY, type Device } from './device';

function currentDevice(): Device {
  if (typeof window === 'undefined' || !window.matchMedia) return 'desktop';
  if (window.matchMedia(MOBILE_QUERY).matches) return 'mobile';
  if (window.matchMedia(SIDEBAR_CLOSED_QUERY).matches) return 'tablet';
  return 'desktop';
}

function subscribe(onChange: () => void): () => void {
  const queries = [MOBILE_QUERY, SIDEBAR_CLOSED_QUERY].map((query) => window.matchMedia(query));
  for (const query of queries) query.addEventListener('change', onChange);
  return () => {
    for (const query of queries) query.removeEventListener('change', onChange);
  };
}

/** desktop, tablet (sidebar closed) or mobile, following the window's width. */
export function useDevice(): Device {
  return useSyncExternalStore(subscribe, currentDevice, () => 'desktop');
}
