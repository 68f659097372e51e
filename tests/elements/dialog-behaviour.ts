// The keyboard contract every dialog of every element keeps, asserted by one shared test: focus
// moves inside on opening, Tab and Shift+Tab cycle inside, Escape closes, and focus goes back to
// the control that opened it.
import { expect, sendKeys, waitFor } from './harness';

/** The focused element, looking through open shadow roots (the page only sees the host). */
export function deepActiveElement(root: Document | ShadowRoot = document): Element | null {
  const active = root.activeElement;
  return active?.shadowRoot?.activeElement ? deepActiveElement(active.shadowRoot) : active;
}

/** Whether `node` is `container` or inside it, across shadow boundaries. */
export function composedContains(container: Node, node: Node | null): boolean {
  for (
    let current = node;
    current;
    current = current.parentNode ?? (current instanceof ShadowRoot ? current.host : null)
  ) {
    if (current === container) return true;
  }
  return false;
}

const describeElement = (element: Element | null) =>
  element
    ? `<${element.localName}${element.id ? `#${element.id}` : ''}> "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 30)}"`
    : 'nothing';

/** More presses than any of our dialogs has stops: a cycle must close well within them. */
const MAX_TAB_STOPS = 80;

export interface DialogUnderTest {
  /** The control the user opens the dialog with; it is focused before `open` runs. */
  opener: () => HTMLElement;
  /** Opens the dialog the way a user does (a click or a key on the opener). */
  open: () => Promise<void>;
  /** The open dialog (the `<dialog>` or the popup), or null once closed. */
  dialog: () => HTMLElement | null;
  /** Named in failures. */
  name: string;
  /** Where focus must return when the opener goes away with the dialog's opening (a popover's entry). */
  returnTo?: () => HTMLElement;
}

/**
 * Presses Tab (or Shift+Tab) until focus comes back to the first stop it reached (the opening
 * focus may rest on the dialog itself, which is no stop); every stop must be inside `dialog`.
 * Returns the stops of one round.
 */
async function expectTabCycle(dialog: HTMLElement, key: 'Tab' | 'Shift+Tab', name: string): Promise<Element[]> {
  const stops: Element[] = [];
  for (let press = 0; press < MAX_TAB_STOPS; press++) {
    await sendKeys({ press: key });
    const focused = deepActiveElement();
    expect(
      composedContains(dialog, focused),
      `${name}: ${key} #${press + 1} left the dialog for ${describeElement(focused)}`,
    ).to.equal(true);
    if (focused === stops[0]) return stops;
    stops.push(focused!);
  }
  throw new Error(
    `${name}: ${key} did not come round within ${MAX_TAB_STOPS} presses: ${stops.slice(0, 12).map(describeElement).join(', ')}`,
  );
}

/**
 * Opens the dialog from its opener and asserts the contract: focus inside, Tab and Shift+Tab
 * cycle through the same stops without leaving, Escape closes, focus returns to the opener.
 */
export async function expectDialogKeyboardContract(subject: DialogUnderTest): Promise<void> {
  const opener = subject.opener();
  opener.focus();
  await subject.open();
  await waitFor(() => subject.dialog() !== null, 3000, `${subject.name} open`);
  const dialog = subject.dialog()!;
  await waitFor(() => composedContains(dialog, deepActiveElement()), 3000, `${subject.name}: focus inside on opening`);
  const forward = await expectTabCycle(dialog, 'Tab', subject.name);
  const backward = await expectTabCycle(dialog, 'Shift+Tab', subject.name);
  expect(backward.length, `${subject.name}: Shift+Tab visits the stops Tab visits`).to.equal(forward.length);
  await sendKeys({ press: 'Escape' });
  await waitFor(() => subject.dialog() === null, 3000, `${subject.name} closed by Escape`);
  const back = subject.returnTo?.() ?? opener;
  await waitFor(
    () => deepActiveElement() === back,
    3000,
    `${subject.name}: focus back on ${describeElement(back)} (now on ${describeElement(deepActiveElement())})`,
  );
}
