const FOCUSABLE = ':is(textarea, input, select, button, [tabindex]):not([tabindex="-1"], :disabled, [type="hidden"])';

/**
 * Focuses the first field inside `panel` (selecting a text box's text when `selectText`, so typing
 * replaces it) after the event that opened it, whose key (Enter) must not land inside. A field
 * whose code loads late is focused when it arrives: when the panel had no field yet, or when it
 * replaces the focused one (a Suspense fallback giving way), unless the user has moved the focus
 * out of the panel. Returns the function that stops it.
 *
 * The replaced field takes the focus with it, and in the same commit React gives the focus back
 * to what the page had focused before: for a panel in a shadow root, the host, whose delegatesFocus
 * hands it to the host's first focusable node, outside the panel. So where the focus is now says
 * nothing; what counts is whether the focused field left the tree or the user took the focus away.
 */
export function focusFirstField(panel: HTMLElement, selectText: boolean): () => void {
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
    const left = event.target;
    if (event.relatedTarget instanceof Node) {
      if (!panel.contains(event.relatedTarget)) focused = null;
      return;
    }
    // A field leaving the tree blurs while still in it: only afterwards does it show whether it
    // left (replaced) or the user put the focus nowhere (a press on the page's background).
    queueMicrotask(() => {
      if (left === focused && left instanceof Element && left.isConnected) focused = null;
    });
  };
  const observer = new MutationObserver(() => {
    if (!waiting) return;
    const replaced = focused !== null && !focused.isConnected;
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
