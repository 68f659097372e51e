const FOCUSABLE = ':is(textarea, input, select, button, [tabindex]):not([tabindex="-1"], :disabled, [type="hidden"])';

/**
 * Focuses the first field inside `panel` (selecting a text box's text when `selectText`, so typing
 * replaces it) after the event that opened it, whose key (Enter) must not land inside. A field
 * whose code loads late is focused when it arrives: when the panel had no field yet, or when it
 * replaces the focused one (a Suspense fallback giving way), unless the user has moved the focus
 * out of the panel. Returns the function that stops it.
 */
export function focusFirstField(panel: HTMLElement, selectText: boolean): () => void {
  const root = panel.getRootNode() as Document | ShadowRoot;
  let waiting = false;
  let fieldFocused = false;
  let focused: Element | null = null;
  const focusField = () => {
    const field = panel.querySelector<HTMLElement>(FOCUSABLE);
    if (!field) return;
    field.focus();
    if (selectText && field instanceof HTMLInputElement) field.select();
    fieldFocused = true;
  };
  const timer = setTimeout(() => {
    waiting = true;
    focusField();
  });
  const track = (event: FocusEvent) => {
    focused = event.target instanceof Element ? event.target : null;
  };
  const leave = (event: FocusEvent) => {
    if (event.relatedTarget instanceof Node && !panel.contains(event.relatedTarget)) focused = null;
  };
  const observer = new MutationObserver(() => {
    if (!waiting) return;
    const focusLost = root.activeElement === null || root.activeElement === document.body;
    const replaced = focused !== null && !focused.isConnected && focusLost;
    if (!fieldFocused || replaced) {
      focused = null;
      focusField();
    }
  });
  panel.addEventListener('focusin', track);
  panel.addEventListener('focusout', leave);
  observer.observe(panel, { childList: true, subtree: true });
  return () => {
    clearTimeout(timer);
    observer.disconnect();
    panel.removeEventListener('focusin', track);
    panel.removeEventListener('focusout', leave);
  };
}
