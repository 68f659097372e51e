import { currentBacking, onBackingChange } from './session-backing';
import { STORAGE_KEYS, VUE_LS_NAMESPACE } from './storage-keys';

type TokenListener = () => void;

const listeners = new Set<TokenListener>();
const TOKEN_STORAGE_KEY = VUE_LS_NAMESPACE + STORAGE_KEYS.accessToken;
let attachedTo: EventTarget | null = null;

function onStorageEvent(event: Event): void {
  // `key` is null when another tab cleared the whole storage.
  const key = (event as StorageEvent).key;
  if (key === TOKEN_STORAGE_KEY || key === null) announceTokenChange();
}

function attach(): void {
  const target = listeners.size > 0 ? currentBacking().events : null;
  if (target === attachedTo) return;
  attachedTo?.removeEventListener('storage', onStorageEvent);
  target?.addEventListener('storage', onStorageEvent);
  attachedTo = target;
}

onBackingChange(attach);

/** Tells every subscriber the token may have changed (a write here or in another tab). */
export function announceTokenChange(): void {
  for (const listener of [...listeners]) listener();
}

/**
 * Calls `listener` whenever the access token is written, removed or cleared, here or in another
 * tab of the same origin. Shaped for React's useSyncExternalStore(subscribeToken, getToken).
 */
export function subscribeToken(listener: TokenListener): () => void {
  listeners.add(listener);
  attach();
  return () => {
    listeners.delete(listener);
    attach();
  };
}
