// The accessibility assertion every element's own test makes (Shoelace's habit): axe-core run
// inside the page over the element and its shadow root, closed and with each dialog or popup open.
import axe from 'axe-core';
import { configureFarmElements } from '../../elements/core/embedding';
import { expectDialogKeyboardContract } from './dialog-behaviour';
import { expect, settle } from './harness';

export interface AccessibilityCheck {
  /**
   * Also fail on colour contrast. The spec's own colours (primary #33ce7b under white text is
   * 2.04:1) fall short of AA, so contrast is asserted only with the accessibleContrast switch on.
   */
  contrast?: boolean;
  /**
   * Only the rules that read colours, contrast included whatever `contrast` says. The
   * accessibleContrast switch and the dark mode change the colours and nothing else, so once the
   * markup passed every rule in the spec's colours, each other set of colours needs only these.
   */
  coloursOnly?: boolean;
}

/**
 * WCAG 2.0 and 2.1, levels A and AA, plus axe's best practices (as Shoelace's accessibility
 * assertion runs them): `label-title-only` and `aria-dialog-name` are best practices.
 */
const RULE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
// Page-level rules: an element is a part of a page, not one; the gallery test checks a page.
const PAGE_RULES = ['region', 'landmark-one-main', 'page-has-heading-one', 'bypass', 'document-title', 'html-has-lang'];
/** The rules whose verdict depends on the colours drawn. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];
const FAILING_IMPACTS: ReadonlyArray<string | null | undefined> = ['serious', 'critical'];

/** The animations of `root` and of every open shadow root inside it (a document's own list leaves those out). */
function runningAnimations(root: Document | ShadowRoot): Animation[] {
  const hosts = Array.from(root.querySelectorAll('*')).filter((element) => element.shadowRoot !== null);
  return [...root.getAnimations(), ...hosts.flatMap((host) => runningAnimations(host.shadowRoot!))];
}

/** The serious and critical findings under `element`, one line each: rule, impact, where, why. */
export async function axeFindings(
  element: Element,
  { contrast = false, coloursOnly = false }: AccessibilityCheck = {},
): Promise<string[]> {
  // Let React commit and the browser lay out and paint before axe reads colours and boxes, and
  // let colour transitions (a theme just switched, a button's hover) end: axe reads the colours
  // as they are drawn at that moment. Endless animations (spinners) are no transitions.
  await settle();
  // Style is worked out lazily: a layout now starts the transitions a change just caused.
  void document.documentElement.offsetHeight;
  await Promise.all(
    runningAnimations(document)
      .filter((animation) => animation instanceof CSSTransition)
      .map((transition) => transition.finished.catch(() => undefined)),
  );
  const result = await axe.run(
    element,
    coloursOnly
      ? { runOnly: { type: 'rule', values: COLOUR_RULES }, resultTypes: ['violations'] }
      : {
          runOnly: { type: 'tag', values: RULE_TAGS },
          rules: {
            ...Object.fromEntries(PAGE_RULES.map((rule) => [rule, { enabled: false }])),
            'color-contrast': { enabled: contrast },
          },
          resultTypes: ['violations'],
        },
  );
  return result.violations
    .filter((violation) => FAILING_IMPACTS.includes(violation.impact))
    .flatMap((violation) =>
      violation.nodes.map(
        (node) =>
          `${violation.id} (${violation.impact}) at ${JSON.stringify(node.target)}: ${node.failureSummary?.replace(/\s+/g, ' ') ?? ''}`,
      ),
    );
}

/** Fails with every serious or critical WCAG 2.1 AA finding under `element`. */
export async function expectAccessible(element: Element, check: AccessibilityCheck = {}): Promise<void> {
  expect(await axeFindings(element, check), `axe findings in <${element.localName}>`).to.deep.equal([]);
}

export type ColourMode = 'light' | 'dark';

/**
 * Turns the widgets' accessibleContrast host setting on (or off) the way an npm host does, in
 * the colour mode given, and waits a frame for the colours to reach the elements. A dark page
 * is dark itself: the page behind the elements takes the theme's background too.
 */
export async function useAccessibleContrast(on: boolean, mode: ColourMode = 'light'): Promise<void> {
  configureFarmElements({ theme: { mode }, accessibleContrast: on });
  document.body.style.background = mode === 'dark' ? 'var(--farm-color-bg)' : '';
  document.body.style.color = mode === 'dark' ? 'var(--farm-color-text)' : '';
  await settle();
}

/**
 * Registers mocha hooks running the suite's tests with accessibleContrast on (in `mode`), then
 * the spec's light colours again, so the page's other suites keep them.
 */
export function withAccessibleContrast(mode: ColourMode = 'light'): void {
  beforeEach(() => useAccessibleContrast(true, mode));
  afterEach(() => useAccessibleContrast(false));
}

/** A dialog or popup of an element, opened the way a user opens it. */
export interface OpenState<E extends HTMLElement> {
  /** How the test names it: 'the 选择用户 dialog'. */
  name: string;
  /** Opens it and waits until its content is shown. */
  open: (element: E) => Promise<void>;
  /** The part to check: by default the whole element (an open dialog is inside its shadow root). */
  scope?: (element: E) => Element;
}

/** A dialog whose keyboard contract is asserted (see dialog-behaviour.ts). */
export interface KeyboardDialog<E extends HTMLElement> {
  name: string;
  /** Brings the opener on screen first (a dialog opened from inside another dialog). */
  prepare?: (element: E) => Promise<void>;
  /** The control that opens it; focused before `open`. */
  opener: (element: E) => HTMLElement;
  /** Opens it as a user does from the focused opener (a click or a key). */
  open: (element: E) => Promise<void>;
  /** The open dialog, or null once closed. */
  dialog: (element: E) => HTMLElement | null;
  /** Where focus returns when the opener itself goes away on opening; by default the opener. */
  returnTo?: (element: E) => HTMLElement;
}

export interface AccessibilitySuite<E extends HTMLElement> {
  tag: string;
  /** Which way of drawing the element this suite covers ('as radios'), when it has several. */
  variant?: string;
  /** Places the element on the page (with whatever backend it needs) and waits until it has rendered. */
  mount: () => Promise<E>;
  /** Every dialog and popup the element can show. */
  states?: readonly OpenState<E>[];
  /** Every dialog, for the focus trap, Escape and focus return. */
  dialogs?: readonly KeyboardDialog<E>[];
}

/**
 * The element's accessibility tests: no serious or critical axe finding closed and with each
 * dialog or popup open, then with the accessibleContrast switch on, light and dark, no colour
 * finding (contrast checked), and the keyboard contract of each dialog.
 */
export function describeAccessibility<E extends HTMLElement>(suite: AccessibilitySuite<E>): void {
  const { tag, variant, mount, states = [], dialogs = [] } = suite;
  const checks = (contrast: boolean) => {
    const finding = contrast
      ? 'serious or critical colour finding (contrast included)'
      : 'serious or critical axe finding';
    const check: AccessibilityCheck = contrast ? { coloursOnly: true } : {};
    it(`has no ${finding} while closed`, async () => {
      const element = await mount();
      await expectAccessible(element, check);
    });
    for (const state of states) {
      it(`has no ${finding} with ${state.name} open`, async () => {
        const element = await mount();
        await state.open(element);
        await expectAccessible(state.scope?.(element) ?? element, check);
      });
    }
  };

  describe(`<${tag}>${variant ? ` ${variant}` : ''}: accessibility`, () => {
    checks(false);
    describe('with the accessibleContrast switch on', () => {
      withAccessibleContrast();
      checks(true);
    });
    describe('with the accessibleContrast switch on, in dark mode', () => {
      withAccessibleContrast('dark');
      checks(true);
    });
    for (const dialog of dialogs) {
      it(`${dialog.name} keeps focus inside, closes on Escape and gives focus back to its opener`, async () => {
        const element = await mount();
        await dialog.prepare?.(element);
        await expectDialogKeyboardContract({
          name: dialog.name,
          opener: () => dialog.opener(element),
          open: () => dialog.open(element),
          dialog: () => dialog.dialog(element),
          returnTo: dialog.returnTo && (() => dialog.returnTo!(element)),
        });
      });
    }
  });
}
