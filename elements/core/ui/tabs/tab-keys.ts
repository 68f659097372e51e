export interface TabStop {
  key: string;
  disabled?: boolean;
}

/**
 * The tab an arrow, Home or End key leads to, skipping disabled tabs and wrapping around at
 * the ends (the WAI-ARIA tabs pattern); null for other keys.
 */
export function tabAfterKey(pressed: string, tabs: readonly TabStop[], currentKey: string): string | null {
  const enabled = tabs.filter((tab) => !tab.disabled);
  if (!enabled.length) return null;
  const index = enabled.findIndex((tab) => tab.key === currentKey);
  const keyAt = (at: number) => enabled[(at + enabled.length) % enabled.length]?.key ?? null;
  switch (pressed) {
    case 'ArrowRight':
      return keyAt(index + 1);
    case 'ArrowLeft':
      return keyAt(index - 1);
    case 'Home':
      return keyAt(0);
    case 'End':
      return keyAt(-1);
    default:
      return null;
  }
}
