import { expect, type Locator, type Page } from '@playwright/test';
import { themeValues } from '../../elements/core/theme';
import { axeScan } from './axe-scan';
import { keepTokenInPages } from './signed-in-session';

// The pickers' demo page (demo/pickers.html, from the script-tag build) signed in as admin.

export async function openPickersDemo(page: Page, token: string): Promise<void> {
  await keepTokenInPages(page, token);
  await page.goto('/demo/pickers.html');
  // Polled, not a held whenDefined() promise: Chromium may collect that one while the page loads.
  await page.waitForFunction(() => customElements.get('farm-user-picker') !== undefined);
}

/** The chosen records' text box of a dialog picker. */
export const shown = (page: Page, id: string): Locator => page.locator(`#${id} [part~="text"]`);

export const openDialog = (page: Page, id: string): Locator => page.locator(`#${id} dialog[open]`);

export async function openPicker(page: Page, id: string): Promise<Locator> {
  await page.locator(`#${id} [part~="open-button"] button`).click();
  const dialog = openDialog(page, id);
  await expect(dialog).toBeVisible();
  return dialog;
}

export const okButton = (dialog: Locator): Locator => dialog.getByRole('button', { name: /^确\s*定$/ });
export const cancelButton = (dialog: Locator): Locator => dialog.getByRole('button', { name: /^取\s*消$/ });

/** The form's entries as the browser would submit them. */
export const submitted = (page: Page): Promise<Record<string, string>> =>
  page.evaluate(
    () =>
      Object.fromEntries(new FormData(document.querySelector<HTMLFormElement>('#pickers')!)) as Record<string, string>,
  );

/** Resolves with the detail of the next farm-change of `id`. */
export function nextChange(page: Page, id: string): Promise<{ value: string; previousValue: string }> {
  return page.evaluate(
    (target) =>
      new Promise<{ value: string; previousValue: string }>((resolve) =>
        document
          .getElementById(target)!
          .addEventListener('farm-change', (event) => resolve((event as CustomEvent).detail), { once: true }),
      ),
    id,
  );
}

function parseColour(text: string): { rgb: number[]; alpha: number } {
  const hex = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(text);
  if (hex) return { rgb: [1, 2, 3].map((index) => parseInt(hex[index], 16)), alpha: 1 };
  const [r, g, b, a = '1'] = (/rgba?\(([^)]+)\)/.exec(text)?.[1] ?? '0,0,0').split(',');
  return { rgb: [r, g, b].map(Number), alpha: Number(a) };
}

/**
 * The theme's primary, danger and secondary text colours are below 4.5:1 against white by design
 * (see the console's accessibility test); a contrast finding involving them (translucent ones
 * blended over the background) is not the pickers' own.
 */
function themeContrast(foreground: string, background: string): boolean {
  const theme = themeValues();
  const bg = parseColour(background).rgb;
  const tokens = [
    theme.colorPrimary,
    theme.colorPrimaryHover,
    theme.colorDanger,
    theme.colorTextSecondary,
    theme.colorTextDisabled,
  ].map((token) => {
    const { rgb, alpha } = parseColour(token);
    return rgb.map((channel, index) => Math.round(channel * alpha + bg[index] * (1 - alpha)));
  });
  const isToken = (colour: number[]) =>
    tokens.some((token) => token.every((channel, index) => Math.abs(channel - colour[index]) <= 3));
  return isToken(parseColour(foreground).rgb) || isToken(bg);
}

/**
 * Every axe-core violation inside the element `host` (or `inner`, a part of its shadow tree),
 * but theme-colour contrast findings.
 */
export async function axeViolations(page: Page, host: string, inner?: string): Promise<string[]> {
  const { violations } = await axeScan(page)
    .include(inner ? { fromShadowDom: [host, inner] } : host)
    .analyze();
  return violations.flatMap((violation) =>
    violation.nodes
      .filter((node) => {
        if (violation.id !== 'color-contrast') return true;
        const data = node.any[0]?.data as { fgColor?: string; bgColor?: string } | undefined;
        return !(data?.fgColor && data.bgColor && themeContrast(data.fgColor, data.bgColor));
      })
      .map((node) => `${violation.id} ${node.target.join(' ')}: ${node.failureSummary}`),
  );
}
