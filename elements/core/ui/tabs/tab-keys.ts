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
  switch (pressed) {
    case 'ArrowRight':
      return enabled[(index + 1) % enabled.length].key;
    case 'ArrowLeft':
      return enabled[(index - 1 + enabled.length) % enabled.length].key;
    case 'Home':
      return enabled[0].key;
    case 'End':
      return enabled[enabled.length - 1].key;
    default:
      return null;
  }
}
