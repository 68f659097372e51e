import { expect, type Page } from '@playwright/test';
import type { Locale } from '../../elements/core/i18n/catalogue';
import { type MessageKey, t } from '../../elements/core/i18n/translate';
import { registerConsoleCatalogues } from '../../console/i18n';
import { DEMO_PASSWORD } from './console-fixture';

registerConsoleCatalogues();

/** A console text as the console shows it in `locale`, from the catalogues themselves. */
export const text = (key: MessageKey, locale: Locale, params?: Record<string, string>): string =>
  t(key, params, locale);

/** The user menu's button: what every signed-in page shows. */
export const userMenu = (page: Page, locale: Locale) =>
  page.getByRole('button', { name: new RegExp(`^${text('console.header.userMenu', locale)}`) });

/** The header's language switch (its name is 语言/Language and the current language). */
export const languageSwitch = (page: Page, locale: Locale) =>
  page.getByRole('button', { name: new RegExp(`^${text('console.language.menu', locale)} `) });

/** Chooses a language in the switch of the header or the sign-in page. */
export async function chooseLanguage(page: Page, from: Locale, to: Locale): Promise<void> {
  await languageSwitch(page, from).click();
  await page
    .getByRole('menuitem', { name: text(to === 'en' ? 'console.language.en' : 'console.language.zh-CN', to) })
    .click();
  await expect(page.locator('html')).toHaveAttribute('lang', to);
}

/**
 * Signs in through the login page shown in `locale` (the e2e server runs without a captcha); a user
 * of several tenants or departments takes the first of each. The console then speaks `then`, the
 * user's own language (by default the login page's).
 */
export async function signIn(page: Page, username: string, locale: Locale, then: Locale = locale): Promise<void> {
  const password = DEMO_PASSWORD;
  await page.getByRole('textbox', { name: text('console.login.username', locale), exact: true }).fill(username);
  await page.getByRole('textbox', { name: text('console.login.password', locale), exact: true }).fill(password);
  await page.getByRole('textbox', { name: text('console.login.captcha', locale), exact: true }).fill('any');
  await page.getByRole('button', { name: text('console.login.submit', locale), exact: true }).click();
  const titles = (
    ['console.select.titleTenant', 'console.select.titleDepart', 'console.select.titleBoth'] as const
  ).map((key) => text(key, locale));
  const choice = page.getByRole('dialog', { name: new RegExp(`^(${titles.join('|')})$`) });
  await expect(userMenu(page, then).or(choice)).toBeVisible();
  if (await choice.isVisible()) {
    for (const key of ['console.select.tenantPlaceholder', 'console.select.departPlaceholder'] as const) {
      const select = choice.getByRole('button', { name: text(key, locale) });
      if (await select.count()) {
        await select.click();
        await page.getByRole('option').first().click();
      }
    }
    await choice.getByRole('button', { name: text('console.select.confirm', locale) }).click();
  }
  await expect(userMenu(page, then)).toBeVisible();
}

/**
 * Visible text in Chinese script on the page (shadow roots of embedded widgets included), minus
 * what users entered rather than what the console says. The exclusions, each structural:
 * - a data cell or row header of a table or grid (a cell whose row has other cells: the single
 *   spanning cell of an empty table is the empty state and is checked), unless it is an action
 *   button in that cell;
 * - a tree item's label (departments, categories: records), its buttons again excepted;
 * - a chart's SVG: its axes and legends name the data drawn;
 * - form controls' contents (textarea, contenteditable, the rich-text editor);
 * - text marked as being in Chinese (`lang="zh..."`): the language switch names 简体中文 in Chinese;
 * - `<bdi>`: user-supplied text isolated inside a console sentence (e.g. the signed-in user's name).
 * Each text found is followed by where it stands (‹menu›, ‹column header›, ‹heading›, ...), so that
 * a report tells the console's own texts from those the server sends (menu titles, online form
 * labels, dictionary texts).
 */
export function visibleChineseTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const chinese = /[\u3000-\u303f\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff01-\uff5e]/;
    const found = new Set<string>();
    const inRecord = (element: Element): boolean => {
      const record = element.closest(
        'td, tbody th, [role="rowheader"], [role="gridcell"], [role="cell"], [role="treeitem"]',
      );
      if (!record) return false;
      const action = element.closest('button, [role="button"]');
      if (action && record.contains(action) && action !== record) return false;
      if (record.getAttribute('role') === 'treeitem') return true;
      const row = record.parentElement;
      return !row || row.children.length > 1;
    };
    const excluded = (element: Element): boolean =>
      inRecord(element) ||
      Boolean(
        element.closest('svg, textarea, [contenteditable=""], [contenteditable="true"], .ql-editor, bdi, [lang^="zh"]'),
      );
    const visible = (element: Element): boolean =>
      element.checkVisibility({ opacityProperty: true, visibilityProperty: true }) &&
      element.getClientRects().length > 0;
    const PLACES: readonly (readonly [string, string])[] = [
      ['nav, [role="navigation"], [role="menu"], [role="menubar"]', 'menu'],
      ['[role="tablist"]', 'tabs'],
      ['thead th, [role="columnheader"]', 'column header'],
      ['[role="option"], [role="listbox"]', 'option'],
      ['[role="dialog"], dialog', 'dialog'],
      ['[role="alert"], [role="status"]', 'message'],
      ['label', 'label'],
      ['h1, h2, h3, h4, h5, h6, [role="heading"]', 'heading'],
      ['button, [role="button"], a', 'button or link'],
      ['input', 'placeholder'],
    ];
    const place = (element: Element): string =>
      PLACES.find(([selector]) => element.closest(selector))?.[1] ?? element.tagName.toLowerCase();
    const consider = (value: string | null, element: Element) => {
      const trimmed = value?.trim();
      if (trimmed && chinese.test(trimmed) && !excluded(element) && visible(element))
        found.add(`${trimmed} ‹${place(element)}›`);
    };
    const walk = (root: Document | ShadowRoot) => {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (node.nodeType === Node.TEXT_NODE) {
          const parent = node.parentElement;
          if (parent && !['SCRIPT', 'STYLE', 'TEMPLATE', 'NOSCRIPT', 'TITLE'].includes(parent.tagName))
            consider(node.textContent, parent);
          continue;
        }
        const element = node as Element;
        if (element.shadowRoot) walk(element.shadowRoot);
        if (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement)
          consider(element.placeholder, element);
        if (element instanceof HTMLInputElement && ['button', 'submit', 'reset'].includes(element.type))
          consider(element.value, element);
      }
    };
    walk(document);
    return [...found];
  });
}
