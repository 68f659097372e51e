import { expect, test, type Page } from './farm-test';
import { ADMIN_PASSWORD, API_BASE, apiToken } from './console-fixture';
import { keepTokenInPages } from './signed-in-session';

// The demo pages served by `npm start`'s server at /demo/, and the host settings of the script tag.

test.describe('legacy back-office page', () => {
  test('the cron editor inside the legacy form submits its value, also after the user edits it', async ({ page }) => {
    await page.goto('/demo/legacy.html');
    const expression = page.locator('farm-cron [part="input"]');
    await expect(expression).toHaveValue('0 30 2 * * ?');
    await expression.fill('0 15 10 ? * MON-FRI');
    await page.getByRole('button', { name: '提交' }).click();
    await expect(page).toHaveURL(/cronExpression=0\+15\+10\+%3F\+\*\+MON-FRI/);
    await expect(page.locator('#submitted')).toHaveText('已提交：夜间数据汇总，执行时间 0 15 10 ? * MON-FRI');
  });

  test('an invalid expression keeps the form from submitting', async ({ page }) => {
    await page.goto('/demo/legacy.html');
    await page.locator('farm-cron [part="input"]').fill('0 0 25 * * ?');
    await page.getByRole('button', { name: '提交' }).click();
    await expect(page.locator('farm-cron [part="error"]')).toBeVisible();
    expect(new URL(page.url()).search).toBe('');
  });

  test('the grid edits a record and saves it through the API with the page session', async ({ page, request }) => {
    const token = await apiToken(request, 'admin', ADMIN_PASSWORD);
    await keepTokenInPages(page, token);
    await page.goto('/demo/legacy.html');
    await expect(page.locator('#sign-in-hint')).toBeHidden();
    const firstName = page.locator('farm-grid .rdg-row[aria-rowindex="2"] [data-column="assetName"]');
    await expect(firstName).not.toBeEmpty();
    const assetNo = (await page
      .locator('farm-grid .rdg-row[aria-rowindex="2"] [data-column="assetNo"]')
      .textContent())!.trim();
    const newName = `旧页面改名 ${Date.now() % 100000}`;
    await firstName.dblclick();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type(newName);
    await page.keyboard.press('Enter');
    await page.locator('farm-grid').getByRole('button', { name: '保存' }).click();
    await expect(page.locator('#save-result')).toHaveText('已保存 1 条');
    const answer = await (
      await request.get(`${API_BASE}/farm/asset/list`, { params: { assetNo }, headers: { 'X-Access-Token': token } })
    ).json();
    expect(answer.result.records.map((record: { assetName: string }) => record.assetName)).toEqual([newName]);
  });
});

test.describe('legacy page: the repair orders <farm-list>', () => {
  test('lists the orders from the API, narrows them through its query bar, and its context menu filters through FarmElements.prompt()', async ({
    page,
    request,
  }) => {
    const token = await apiToken(request, 'admin', ADMIN_PASSWORD);
    await keepTokenInPages(page, token);
    await page.goto('/demo/legacy.html');
    const list = page.locator('farm-list#repairs');
    const total = list.locator('nav li').first();
    await expect(total).toHaveText(/^1-10 共\d+条$/);
    const first = await list.locator('tbody tr').first().locator('td').nth(1).textContent();
    await list.getByRole('textbox', { name: '工单编号' }).fill(first!.trim());
    await list.getByRole('button', { name: '查询', exact: true }).click();
    await expect(total).toHaveText('1-1 共1条');
    await list.getByRole('button', { name: '重置', exact: true }).click();
    await expect(total).not.toHaveText('1-1 共1条');

    await list.locator('tbody tr').nth(1).click({ button: 'right' });
    await page.getByRole('menuitem', { name: '按工单编号筛选…' }).click();
    const prompt = page.getByRole('dialog', { name: '按工单编号筛选' });
    await prompt.getByRole('textbox', { name: '工单编号' }).fill(first!.trim().slice(-6));
    await prompt.getByRole('textbox', { name: '工单编号' }).press('Enter');
    await expect(total).toHaveText(/^1-\d+ 共\d+条$/);
    await expect(list.locator('tbody tr').first().locator('td').nth(1)).toHaveText(first!.trim());

    await list.getByRole('button', { name: '详情' }).first().click();
    await expect(list.getByRole('dialog', { name: '详细信息' }).locator('dd').first()).toHaveText(first!.trim());
  });
});

test.describe('foreign portal page', () => {
  test('our widgets look exactly as they do on a blank page', async ({ page, context }) => {
    await page.goto('/demo/portal.html');
    const widgets = await page.locator('#widgets').evaluate((element) => element.outerHTML);
    const gridScript = await page
      .locator('body > script')
      .last()
      .evaluate((element) => element.textContent);
    const blank = await context.newPage();
    await blank.route('**/demo/blank.html', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><script src="/elements/farm-elements.js"></script></head><body>${widgets}<script>${gridScript}</script></body></html>`,
      }),
    );
    await blank.goto('/demo/blank.html');
    for (const shown of [page, blank]) {
      await expect(shown.locator('#portal-cron [part="preview"]')).toBeVisible();
      await expect(shown.locator('#portal-upload').getByRole('button')).toBeVisible();
      await expect(shown.locator('#portal-grid [data-column="machine"]').last()).toHaveText('插秧机 2ZG-6');
    }
    // The widgets are transparent: the same backdrop behind them on both pages, so only the widgets are compared.
    for (const shown of [page, blank])
      await shown.addStyleTag({ content: '#widgets { background: #fff !important; }' });
    for (const id of ['portal-cron', 'portal-upload', 'portal-grid']) {
      const onPortal = await page.locator(`#${id}`).screenshot({ animations: 'disabled' });
      const onBlank = await blank.locator(`#${id}`).screenshot({ animations: 'disabled' });
      expect(
        await differingPixels(blank, onPortal, onBlank),
        `<${id}> differs between the portal and a blank page`,
      ).toEqual({ sameSize: true, differing: 0 });
    }
  });
});

/**
 * Compares two PNG screenshots pixel by pixel in the browser (decoding needs no extra package).
 * Anti-aliased curves drawn at another page offset may differ by a level or two of a channel;
 * anything beyond VISIBLE_DIFFERENCE (a changed font, colour, size or spacing) counts.
 */
async function differingPixels(
  page: Page,
  first: Buffer,
  second: Buffer,
): Promise<{ sameSize: boolean; differing: number }> {
  return page.evaluate(
    async ([a, b]) => {
      const decode = async (base64: string) => {
        const bitmap = await createImageBitmap(await (await fetch(`data:image/png;base64,${base64}`)).blob());
        const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
        const context = canvas.getContext('2d')!;
        context.drawImage(bitmap, 0, 0);
        return context.getImageData(0, 0, bitmap.width, bitmap.height);
      };
      const [one, two] = await Promise.all([decode(a), decode(b)]);
      if (one.width !== two.width || one.height !== two.height) return { sameSize: false, differing: -1 };
      const VISIBLE_DIFFERENCE = 8;
      let differing = 0;
      for (let index = 0; index < one.data.length; index += 4) {
        for (let channel = 0; channel < 3; channel++) {
          if (Math.abs(one.data[index + channel] - two.data[index + channel]) > VISIBLE_DIFFERENCE) {
            differing++;
            break;
          }
        }
      }
      return { sameSize: true, differing };
    },
    [first.toString('base64'), second.toString('base64')] as const,
  );
}

test.describe('host settings', () => {
  test('FarmElements.configure() sets the API base, token provider and locale for elements loaded later', async ({
    page,
    request,
  }) => {
    const token = await apiToken(request, 'admin', ADMIN_PASSWORD);
    const proxied: { url: string; token: string | undefined }[] = [];
    await page.route('**/portal-api/**', async (route) => {
      const url = route.request().url();
      proxied.push({ url, token: route.request().headers()['x-access-token'] });
      await route.continue({ url: url.replace('/portal-api/', `${API_BASE}/`) });
    });
    await page.route('**/configured.html', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: '<!doctype html><html><body><script src="/elements/farm-elements.js"></script></body></html>',
      }),
    );
    await page.goto('/configured.html');
    await page.evaluate((value) => {
      window.FarmElements!.configure({ apiBase: '/portal-api', tokenProvider: () => value, locale: 'en' });
      document.body.insertAdjacentHTML(
        'beforeend',
        '<farm-dict-select dict-code="sex" type="radio"></farm-dict-select><farm-cron></farm-cron>',
      );
    }, token);
    await expect(page.locator('farm-dict-select').getByRole('radio')).not.toHaveCount(0);
    expect(proxied.length).toBeGreaterThan(0);
    expect(proxied.every((call) => call.token === token)).toBe(true);
    await expect(page.locator('farm-cron [part="open-button"]')).toHaveText(/[A-Za-z]/);
  });

  test('data-* attributes of the script tag configure the page before any element loads', async ({ page }) => {
    await page.route('**/data-settings.html', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: '<!doctype html><html><body><script src="/elements/farm-elements.js" data-locale="en" data-primary-color="#1890ff"></script><farm-cron></farm-cron></body></html>',
      }),
    );
    await page.goto('/data-settings.html');
    await expect(page.locator('farm-cron [part="open-button"]')).toHaveText(/[A-Za-z]/);
    const primary = await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--farm-color-primary').trim(),
    );
    expect(primary.toLowerCase()).toBe('#1890ff');
  });
});

test.describe('docs and gallery', () => {
  test('the docs list every element of the build and a page shows its API and a live example', async ({
    page,
    request,
  }) => {
    const registry = await (await request.get('/elements/registry.json')).json();
    await page.goto('/docs/');
    for (const { tag } of registry.elements as { tag: string }[]) {
      await expect(page.getByRole('link', { name: `<${tag}>` })).toBeVisible();
    }
    await page.getByRole('link', { name: '<farm-cron>' }).click();
    await expect(page.getByRole('heading', { name: '<farm-cron>' })).toBeVisible();
    await expect(page.getByRole('cell', { name: 'hide-year' })).toBeVisible();
    await expect(page.getByRole('cell', { name: 'farm-change', exact: true })).toBeVisible();
    await expect(page.locator('.example farm-cron [part="input"]')).toHaveValue('0 0 2 * * ?');
    await page.locator('.example farm-cron [part="input"]').fill('0 0 3 * * ?');
    await expect(page.locator('.event-log')).toContainText('farm-change');
  });

  test('an element page shows how each kind of host uses it, and lists its API with defaults', async ({ page }) => {
    await page.goto('/docs/farm-cron.html');
    for (const name of ['Script tag', 'npm (ES modules)', 'React 19', 'Vue 3']) {
      await expect(page.getByRole('heading', { name, exact: true })).toBeVisible();
    }
    await expect(page.locator('#host-react ~ pre').first()).toContainText("from 'farm-elements/react'");
    await expect(page.getByRole('columnheader', { name: 'Default' }).first()).toBeVisible();
  });

  test('the theming page shows elements in dark tokens, and its switch themes the whole page', async ({ page }) => {
    await page.goto('/docs/');
    await page.getByRole('link', { name: '主题 Theming' }).first().click();
    await expect(page.getByRole('heading', { name: '主题 Theming', level: 1 })).toBeVisible();
    const darkCron = page.locator('.theme-dark farm-cron');
    await expect(darkCron.locator('[part="editor"]')).toBeVisible();
    // The element's host takes its text colour from the token, so this is what the user sees.
    await expect
      .poll(() => darkCron.evaluate((element) => getComputedStyle(element).color))
      .toBe('rgba(255, 255, 255, 0.85)');
    await expect(page.locator('.theme-dark farm-grid').getByText('收割机')).toBeVisible();
    const rootBg = () =>
      page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--farm-color-bg').trim());
    expect(await rootBg()).toBe('');
    await page.getByRole('button', { name: '深色 Dark' }).click();
    await expect.poll(rootBg).toBe('#141414');
    await expect(page.getByRole('button', { name: '深色 Dark' })).toHaveAttribute('aria-pressed', 'true');
    await expect
      .poll(() => page.locator('.parts-demo farm-cron').evaluate((element) => getComputedStyle(element).color))
      .toBe('rgba(255, 255, 255, 0.85)');
  });

  test('the gallery shows every element upgraded and logs their events live', async ({ page, request }) => {
    const registry = await (await request.get('/elements/registry.json')).json();
    await page.goto('/demo/gallery.html');
    await expect(page.locator('#gallery')).toHaveAttribute('aria-busy', 'false');
    for (const { tag } of registry.elements as { tag: string }[]) {
      await expect(page.locator(`#gallery section#${tag} ${tag}`).first()).toBeAttached();
      await page.waitForFunction((name) => document.querySelector(`#gallery ${name}`)?.matches(':defined'), tag);
    }
    await page.locator('#gallery farm-cron [part="input"]').fill('0 0 4 * * ?');
    await expect(page.locator('#event-log')).toContainText('<farm-cron> farm-change');
  });
});
