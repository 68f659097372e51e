import { axeScan, seriousViolations } from './axe-scan';
import { expect, test, type Page } from './farm-test';
import { ADMIN_PASSWORD, apiToken } from './console-fixture';
import { keepTokenInPages } from './signed-in-session';

// The gallery (/demo/gallery.html: every element of the build on one page, with the loader of
// the script-tag build) checked by axe-core in both colour modes. It runs with the widgets'
// accessibleContrast switch on, as its script tag sets it; so no finding is excused, colour
// contrast included.

const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/** Opens the gallery and waits until every element of the build is upgraded and has drawn. */
async function openGallery(page: Page, query = ''): Promise<void> {
  const registry = (await (await page.request.get('/elements/registry.json')).json()) as {
    elements: { tag: string }[];
  };
  await page.goto(`/demo/gallery.html${query}`);
  await expect(page.locator('#gallery')).toHaveAttribute('aria-busy', 'false');
  for (const { tag } of registry.elements) {
    await page.waitForFunction((name) => document.querySelector(`#gallery ${name}`)?.matches(':defined') === true, tag);
  }
  await page.waitForLoadState('networkidle');
  // Colours that are still moving (a theme just applied) are read as they are drawn: let them settle.
  await page.evaluate(async () => {
    const animations = (root: Document | ShadowRoot): Animation[] => [
      ...root.getAnimations(),
      ...Array.from(root.querySelectorAll('*')).flatMap((element) =>
        element.shadowRoot ? animations(element.shadowRoot) : [],
      ),
    ];
    await Promise.all(
      animations(document)
        .filter((animation) => animation instanceof CSSTransition)
        .map((transition) => transition.finished.catch(() => undefined)),
    );
  });
}

test.describe('the gallery page: every element on one page', () => {
  test.beforeEach(async ({ page, request }) =>
    keepTokenInPages(page, await apiToken(request, 'admin', ADMIN_PASSWORD)),
  );

  for (const mode of ['light', 'dark'] as const) {
    test(`has no serious or critical axe finding in the ${mode} colours`, async ({ page }) => {
      await openGallery(page, mode === 'dark' ? '?mode=dark' : '');
      await expect(page.locator('html')).toHaveAttribute('data-mode', mode);
      expect(await seriousViolations(axeScan(page).withTags(WCAG_21_AA))).toEqual([]);
    });
  }

  test('takes the AA colours from its script tag, and the spec colours when asked', async ({ page }) => {
    const token = (name: string) =>
      page.evaluate((property) => getComputedStyle(document.documentElement).getPropertyValue(property).trim(), name);
    await openGallery(page);
    expect(await token('--farm-color-primary')).not.toBe('#33ce7b');
    await page.getByRole('checkbox', { name: 'AA 对比度 accessibleContrast' }).uncheck();
    await expect.poll(() => token('--farm-color-primary')).toBe('#33ce7b');
    await page.getByRole('checkbox', { name: '暗色模式 Dark mode' }).check();
    await expect(page.locator('html')).toHaveAttribute('data-mode', 'dark');
    await expect.poll(() => token('--farm-color-text-secondary')).toBe('rgba(255, 255, 255, 0.45)');
    await page.getByRole('checkbox', { name: 'AA 对比度 accessibleContrast' }).check();
    await expect.poll(() => token('--farm-color-text-secondary')).toBe('rgba(255, 255, 255, 0.65)');
  });
});
