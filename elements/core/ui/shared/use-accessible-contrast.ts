import { useSyncExternalStore } from 'react';
import { readPageSettings, SETTINGS_EVENT } from '../../embedding';

function subscribe(onChange: () => void): () => void {
  if (typeof window === 'undefined') return () => undefined;
  window.addEventListener(SETTINGS_EVENT, onChange);
  return () => window.removeEventListener(SETTINGS_EVENT, onChange);
}

function switchedOn(): boolean {
  const settings = readPageSettings();
  return settings.accessibleContrast ?? settings.theme?.accessibleContrast ?? false;
}

/**
 * Whether the host turned the accessibleContrast switch on (`FarmElements.configure()`, the
 * script tag, `configureFarmElements()`), followed as it changes. For colours no theme token
 * carries, such as the code editor's syntax colours: the tokens themselves change through CSS.
 */
export function useAccessibleContrast(): boolean {
  return useSyncExternalStore(subscribe, switchedOn, () => false);
}
