import { expect, test, type Locator, type Page } from './farm-test';
import { DEMO_PASSWORD } from './console-fixture';

// Far more presses than any of these pages has stops: reaching the cap means the target is not
// reachable by keyboard.
const MAX_TAB_PRESSES = 60;

/** Presses Tab until `target` has the focus, as a keyboard user moves through the page. */
async function tabTo(page: Page, target: Locator): Promise<void> {
  for (let presses = 0; presses < MAX_TAB_PRESSES; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`not reachable with Tab: ${target.toString()}`);
}

/** The focused element shows it: it matches :focus-visible and draws an outline of its own. */
async function expectVisibleFocus(target: Locator): Promise<void> {
  await expect(target).toBeFocused();
  const focus = await target.evaluate((element) => {
    const style = getComputedStyle(element);
    return {
      focusVisible: element.matches(':focus-visible'),
      outlineStyle: style.outlineStyle,
      outlineWidth: parseFloat(style.outlineWidth),
      outlineColor: style.outlineColor,
    };
  });
  expect(focus.focusVisible).toBe(true);
  expect(focus.outlineStyle).not.toBe('none');
  expect(focus.outlineWidth).toBeGreaterThanOrEqual(1);
  expect(focus.outlineColor).not.toMatch(/^(transparent|rgba\(0, 0, 0, 0\))$/);
}

test('a keyboard alone signs in, opens a page from the menu, switches tabs, uses the user menu and a dialog', async ({
  page,
}) => {
  await page.goto('/user/login');

  await test.step('sign in', async () => {
    const username = page.getByRole('textbox', { name: '用户名' });
    await tabTo(page, username);
    await page.keyboard.type('operator');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('textbox', { name: '密码' })).toBeFocused();
    await page.keyboard.type(DEMO_PASSWORD);
    const captcha = page.getByRole('textbox', { name: '验证码', exact: true });
    await tabTo(page, captcha);
    await page.keyboard.type('any');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/dashboard\/analysis$/);
  });

  const menu = page.getByRole('navigation', { name: '主菜单' });
  await test.step('open a page from the menu', async () => {
    const group = menu.getByRole('button', { name: '运营配置', exact: true });
    await tabTo(page, group);
    await expectVisibleFocus(group);
    await page.keyboard.press('Enter');
    const entry = menu.getByRole('link', { name: '积分设置', exact: true });
    await tabTo(page, entry);
    await expectVisibleFocus(entry);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/farm_integral$/);
  });

  const tabs = page.getByRole('tablist', { name: '已打开的页面' });
  await test.step('switch tabs', async () => {
    const current = tabs.getByRole('tab', { name: '积分设置', exact: true });
    await expect(current).toHaveAttribute('aria-selected', 'true');
    await tabTo(page, current);
    await expectVisibleFocus(current);
    await page.keyboard.press('ArrowLeft');
    const home = tabs.getByRole('tab', { name: '首页', exact: true });
    await expectVisibleFocus(home);
    await expect(home).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL(/\/dashboard\/analysis$/);
  });

  const userMenu = page.getByRole('button', { name: '用户菜单' });
  await test.step('open the user dropdown and a dialog from it', async () => {
    await tabTo(page, userMenu);
    await expectVisibleFocus(userMenu);
    await page.keyboard.press('Enter');
    const entries = page.getByRole('menu');
    await expect(entries).toBeVisible();
    const changePassword = entries.getByRole('menuitem', { name: '密码修改' });
    // Headless UI marks the active entry with an empty data-focus attribute.
    for (
      let presses = 0;
      presses < MAX_TAB_PRESSES && (await changePassword.getAttribute('data-focus')) === null;
      presses += 1
    ) {
      await page.keyboard.press('ArrowDown');
    }
    await page.keyboard.press('Enter');
  });

  await test.step('the dialog keeps the focus inside until it is closed, then gives it back', async () => {
    const dialog = page.getByRole('dialog', { name: '修改密码' });
    await expect(dialog).toBeVisible();
    const focusInDialog = () => dialog.evaluate((element) => element.contains(document.activeElement));
    await expect.poll(focusInDialog).toBe(true);
    const firstStop = await dialog.evaluate(() => document.activeElement?.outerHTML ?? '');
    // The page behind a modal <dialog> is inert: Tab moves through the dialog and, past its last
    // stop, once to the browser's own controls (the document body keeps the focus meanwhile)
    // before coming round to the dialog again. No element of the page outside it gets the focus.
    let cameRound = false;
    for (let presses = 0; presses < 24 && !cameRound; presses += 1) {
      await page.keyboard.press('Tab');
      const where = await dialog.evaluate((element) => {
        const active = document.activeElement;
        if (!active || active === document.body) return 'browser';
        return element.contains(active) ? active.outerHTML : 'outside';
      });
      expect(where).not.toBe('outside');
      cameRound = presses > 0 && where === firstStop;
    }
    expect(cameRound).toBe(true);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expectVisibleFocus(userMenu);
  });
});
