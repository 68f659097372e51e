import { t } from '../../../elements/core/i18n';
import {
  applyTheme,
  DEFAULT_PRIMARY_COLOR,
  normalisePrimaryColor,
  type ThemeOptions,
  type Themeable,
} from '../../../elements/core/theme';
import { consoleConfig } from '../../app/console-config';
import { consoleThemeOptions } from './accessible-contrast';
import type { MessageApi } from '../../../elements/core/ui';
import type { ShellSettings } from './shell-settings';

export type ThemeSettings = Pick<ShellSettings, 'primaryColor' | 'colorWeak'>;

interface TargetTheme {
  /** The primary colour the target carries, or is being compiled to. */
  colour: string;
  /** The most recently asked-for theme, which a compile still waiting applies. */
  latest: ThemeOptions;
}

/** Per themed element; one nobody themed shows the default colour through the var() fallbacks. */
const targets = new WeakMap<Themeable, TargetTheme>();
/** The compile message still up for a target, taken down early when a newer compile shows its own. */
const shownMessages = new WeakMap<Themeable, () => void>();

/**
 * How long 正在编译主题！ stays up at least. Applying the shades takes a frame here (JeecgBoot
 * recompiled its Less for a second or more), which would flash the message too briefly to read.
 */
export const COMPILE_MESSAGE_MIN_MS = 1200;

/** How much longer a message shown at `shownAt` must stay to have been up for the minimum. */
export function readableRemainder(shownAt: number, now: number, minimum = COMPILE_MESSAGE_MIN_MS): number {
  return Math.max(0, minimum - Math.max(0, now - shownAt));
}

/** Shows the compile message for `target`, replacing one still up; returns its hide (idempotent). */
function showCompiling(target: Themeable, message: MessageApi): () => void {
  shownMessages.get(target)?.();
  const hideMessage = message.loading(t('consoleExtra.settings.compiling'), 0);
  let shown = true;
  const hide = () => {
    if (!shown) return;
    shown = false;
    hideMessage();
    if (shownMessages.get(target) === hide) shownMessages.delete(target);
  };
  shownMessages.set(target, hide);
  return hide;
}

/** Takes the compile message down once it has been up long enough to read (always later than now). */
function hideWhenRead(hide: () => void, shownAt: number): void {
  setTimeout(hide, readableRemainder(shownAt, performance.now()));
}

/** After the next frame has been painted: the second animation frame from now. */
function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
}

/**
 * Applies the primary colour and colour-weak filter to `target` (with the darker shades of the
 * console's accessibleContrast switch when it is on). A new primary colour is the
 * "theme compile" of JeecgBoot's drawer: 正在编译主题！ stays up while the shades are computed
 * and set (after the next paint, so the text is on screen first) and until it has been up for
 * COMPILE_MESSAGE_MIN_MS; a failure takes it down and shows Failed to update theme. Anything
 * else (the colour-weak filter) applies at once. Whatever was asked for last wins, even over a
 * compile that was still waiting, and its message replaces the one still up. Resolves to
 * whether the theme was applied.
 */
export async function compileTheme(target: Themeable, settings: ThemeSettings, message: MessageApi): Promise<boolean> {
  const colour = normalisePrimaryColor(settings.primaryColor);
  const previous = targets.get(target)?.colour ?? DEFAULT_PRIMARY_COLOR;
  const asked: TargetTheme = {
    colour,
    latest: consoleThemeOptions(colour, settings.colorWeak, consoleConfig.accessibleContrast),
  };
  // Claimed before waiting, so a caller in the meantime does not compile the same colour again.
  targets.set(target, asked);
  const recompile = previous !== colour;
  const hide = recompile ? showCompiling(target, message) : undefined;
  const shownAt = performance.now();
  try {
    if (recompile) await afterNextPaint();
    applyTheme(target, (targets.get(target) ?? asked).latest);
    if (hide) hideWhenRead(hide, shownAt);
    return true;
  } catch {
    if (targets.get(target) === asked) targets.set(target, { ...asked, colour: previous });
    message.error(t('consoleExtra.settings.compileFailed'));
    hide?.();
    return false;
  }
}
