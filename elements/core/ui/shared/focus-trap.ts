const FOCUSABLE =
  'a[href], area[href], button, input, select, textarea, iframe, summary, audio[controls], video[controls], [tabindex], [contenteditable]:not([contenteditable="false"])';

function isTabStop(element: Element): element is HTMLElement {
  if (!(element instanceof HTMLElement) || !element.matches(FOCUSABLE) || element.tabIndex < 0) return false;
  if (
    element.matches(':disabled, [inert] *, [inert]') ||
    (element instanceof HTMLInputElement && element.type === 'hidden')
  )
    return false;
  return element.checkVisibility({ visibilityProperty: true });
}

/** Tab stops at one radio of a group: the checked one, or the first while none is checked. */
function isSkippedRadio(element: HTMLElement, stops: readonly HTMLElement[]): boolean {
  if (!(element instanceof HTMLInputElement) || element.type !== 'radio' || !element.name || element.checked)
    return false;
  const group = stops.filter(
    (stop) => stop instanceof HTMLInputElement && stop.type === 'radio' && stop.name === element.name,
  );
  return group.some((radio) => (radio as HTMLInputElement).checked) || group[0] !== element;
}

function collect(parent: Element | ShadowRoot, into: HTMLElement[]): void {
  for (const child of Array.from(parent.children)) {
    if (isTabStop(child)) into.push(child);
    // Our elements inside a dialog (a picker in a form) keep their stops in their own shadow roots.
    if (child.shadowRoot) collect(child.shadowRoot, into);
    collect(child, into);
  }
}

/** The elements Tab stops at inside `container`, in order, open shadow roots included. */
export function tabStops(container: Element): HTMLElement[] {
  const found: HTMLElement[] = [];
  collect(container, found);
  return found.filter((element) => !isSkippedRadio(element, found));
}

/**
 * Keeps Tab and Shift+Tab inside `container`: from the last stop Tab goes to the first, and
 * Shift+Tab from the first to the last. A modal `<dialog>` makes the page inert, yet Chromium
 * still lets Tab leave it for the browser's own controls (and `document.body`), so without this
 * a keyboard user falls out of the dialog. Call from a `keydown` listener on the container.
 */
export function keepTabInside(container: Element, event: KeyboardEvent): void {
  if (event.key !== 'Tab' || event.altKey || event.ctrlKey || event.metaKey || event.defaultPrevented) return;
  const path = event.composedPath();
  // A dialog opened from inside this one (a confirm) keeps its own Tab.
  if (path.slice(0, path.indexOf(container)).some((node) => node instanceof HTMLDialogElement)) return;
  const stops = tabStops(container);
  const focused = path[0];
  const first = stops[0];
  const last = stops.at(-1);
  if (!focused || !first || !last) {
    event.preventDefault();
    return;
  }
  const index = stops.indexOf(focused as HTMLElement);
  // A focused element that is no stop itself (a row of a roving group, the dialog): wrap when no stop follows it.
  const atEnd = index === -1 ? !stops.some((stop) => follows(stop, focused)) : focused === last;
  const atStart = index === -1 ? !stops.some((stop) => follows(focused, stop)) : focused === first;
  if (event.shiftKey ? atStart : atEnd) {
    event.preventDefault();
    (event.shiftKey ? last : first).focus();
  }
}

/** Whether `later` comes after `earlier` in document order (elements of one tree only). */
function follows(later: EventTarget, earlier: EventTarget): boolean {
  if (!(later instanceof Node) || !(earlier instanceof Node) || later === earlier) return false;
  return Boolean(earlier.compareDocumentPosition(later) & Node.DOCUMENT_POSITION_FOLLOWING);
}
