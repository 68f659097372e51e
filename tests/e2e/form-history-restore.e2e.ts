import { expect, test, type BrowserContext, type Page } from './farm-test';
// @ts-expect-error the helper is plain JavaScript shared with the other test runners
import { requireChromium } from '../../scripts/chromium.mjs';

// Back and forward over a form of script-tag elements: what the user typed and chose is there again,
// in `.value` and in what the form submits. Chromium brings a page back either whole, from the
// back/forward cache, or, when the page was not kept (Playwright starts Chromium with that cache
// off), by loading it again and handing every form control the state it saved on leaving: our
// elements get theirs through formStateRestoreCallback when they upgrade, however late their
// chunk arrives. The pages are written here and served at the server's origin, beside the real
// /elements/farm-elements.js.

const FORM_PAGE = '/form-history/job.html';
const NEXT_PAGE = '/form-history/next.html';

/** A legacy page's form: a text field, a cron expression and a dictionary switch, with their defaults. */
function jobPage(formAttributes = ''): string {
  return `<!doctype html>
<html lang="zh-CN">
  <head>
    <meta charset="utf-8" />
    <title>定时任务</title>
    <script src="/elements/farm-elements.js"></script>
    <script>
      window.pageShows = [];
      addEventListener('pageshow', (event) => window.pageShows.push(event.persisted));
    </script>
  </head>
  <body>
    <form id="job" ${formAttributes}>
      <label>任务名称 <input id="title" name="title" value="" /></label>
      <farm-cron id="cron" name="cronExpression" value="0 0 2 * * ?" aria-label="执行时间"></farm-cron>
      <farm-dict-select id="enabled" name="enabled" type="switch" value="Y" label="启用"></farm-dict-select>
    </form>
    <a id="next" href="${NEXT_PAGE}">任务日志</a>
  </body>
</html>`;
}

const NEXT =
  '<!doctype html><html lang="zh-CN"><head><meta charset="utf-8" /><title>任务日志</title></head><body><p>任务日志</p></body></html>';

/**
 * Records each formStateRestoreCallback call of a form-associated element before the page's
 * scripts run: the callback is read from the prototype when its tag is defined, so it is wrapped
 * on the way into customElements.define().
 */
function recordRestores(): void {
  const restores: { tag: string; state: unknown; reason: string }[] = [];
  Object.assign(window, { restores });
  const define = customElements.define.bind(customElements);
  customElements.define = (name, elementClass, options) => {
    const prototype = elementClass.prototype as { formStateRestoreCallback?: (state: unknown, reason: string) => void };
    const restore = prototype.formStateRestoreCallback;
    if (restore) {
      prototype.formStateRestoreCallback = function (this: HTMLElement, state, reason) {
        restores.push({ tag: this.localName, state, reason });
        restore.call(this, state, reason);
      };
    }
    define(name, elementClass, options);
  };
}

async function servePages(target: Page | BrowserContext, formAttributes = ''): Promise<void> {
  await target.route(`**${FORM_PAGE}`, (route) =>
    route.fulfill({ contentType: 'text/html; charset=utf-8', body: jobPage(formAttributes) }),
  );
  await target.route(`**${NEXT_PAGE}`, (route) =>
    route.fulfill({ contentType: 'text/html; charset=utf-8', body: NEXT }),
  );
  await target.addInitScript(recordRestores);
}

interface FormState {
  title: string;
  cron: unknown;
  enabled: unknown;
  submitted: Record<string, string>;
}

/** The form as a script reads it: each control's `.value`, and what the form would submit. */
function readForm(page: Page): Promise<FormState> {
  return page.evaluate(() => {
    const form = document.getElementById('job') as HTMLFormElement;
    const valueNamed = (id: string) => (document.getElementById(id) as HTMLElement & { value: unknown }).value;
    return {
      title: valueNamed('title') as string,
      cron: valueNamed('cron'),
      enabled: valueNamed('enabled'),
      submitted: Object.fromEntries([...new FormData(form)].map(([name, value]) => [name, String(value)])),
    };
  });
}

const DEFAULTS: FormState = {
  title: '',
  cron: '0 0 2 * * ?',
  enabled: 'Y',
  submitted: { title: '', cronExpression: '0 0 2 * * ?', enabled: 'Y' },
};
const EDITED: FormState = {
  title: '夜间灌溉',
  cron: '0 30 5 * * ?',
  enabled: 'N',
  submitted: { title: '夜间灌溉', cronExpression: '0 30 5 * * ?', enabled: 'N' },
};

function elementsUpgraded(page: Page): Promise<unknown> {
  return page.waitForFunction(() =>
    ['farm-cron', 'farm-dict-select'].every((tag) => document.querySelector(tag)?.matches(':defined')),
  );
}

/** Opens the form and edits every field as a user does: types a name and an expression, flips the switch. */
async function openAndEdit(page: Page): Promise<void> {
  await page.goto(FORM_PAGE);
  await elementsUpgraded(page);
  await expect.poll(() => readForm(page)).toEqual(DEFAULTS);
  await page.locator('#title').fill(EDITED.title);
  const expression = page.locator('#cron [part~="input"]');
  await expression.fill(EDITED.cron as string);
  await expression.press('Enter');
  await page.locator('#enabled').getByRole('switch').click();
  await expect.poll(() => readForm(page)).toEqual(EDITED);
}

async function leaveForNextPage(page: Page): Promise<void> {
  await page.locator('#next').click();
  await page.waitForURL(`**${NEXT_PAGE}`);
}

const restoredTags = (page: Page) =>
  page.evaluate(() =>
    (window as unknown as { restores: { tag: string; reason: string }[] }).restores
      .map(({ tag, reason }) => `${tag}:${reason}`)
      .sort(),
  );
const navigationType = (page: Page) =>
  page.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).type);
const pageShows = (page: Page) => page.evaluate(() => (window as unknown as { pageShows: boolean[] }).pageShows);

test.describe('a page loaded again on going back gives each element the state it left with', () => {
  test('the typed name, the expression and the switch come back in .value and in the form data', async ({ page }) => {
    await servePages(page);
    await openAndEdit(page);
    await leaveForNextPage(page);

    await page.goBack();
    expect(await navigationType(page)).toBe('back_forward');
    expect(await pageShows(page), 'a new document, not one from the back/forward cache').toEqual([false]);
    await elementsUpgraded(page);
    await expect.poll(() => readForm(page)).toEqual(EDITED);
    expect(await restoredTags(page)).toEqual(['farm-cron:restore', 'farm-dict-select:restore']);

    // Restored values are the user's, not defaults: form.reset() goes back to the value attributes.
    await page.evaluate(() => (document.getElementById('job') as HTMLFormElement).reset());
    await expect.poll(() => readForm(page)).toEqual(DEFAULTS);
  });

  test('an element whose chunk arrives after the page has loaded gets its state when it upgrades', async ({ page }) => {
    await servePages(page);
    await openAndEdit(page);
    await leaveForNextPage(page);

    // The cron chunk is held on the way back until the page has finished loading without it.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/elements/chunks/farm-cron-*.js', async (route) => {
      await released;
      await route.continue();
    });
    await page.goBack({ waitUntil: 'commit' });
    await page.waitForFunction(
      () => document.readyState === 'complete' && customElements.get('farm-dict-select') !== undefined,
    );
    expect(await page.evaluate(() => customElements.get('farm-cron'))).toBeUndefined();

    release();
    await elementsUpgraded(page);
    await expect.poll(() => readForm(page)).toEqual(EDITED);
    expect(await restoredTags(page)).toEqual(['farm-cron:restore', 'farm-dict-select:restore']);
  });

  test('a form with autocomplete="off" comes back with its defaults, as its native field does', async ({ page }) => {
    await servePages(page, 'autocomplete="off"');
    await openAndEdit(page);
    await leaveForNextPage(page);

    await page.goBack();
    await elementsUpgraded(page);
    await expect.poll(() => readForm(page)).toEqual(DEFAULTS);
    expect(await restoredTags(page)).toEqual([]);
  });
});

test.describe('with the back/forward cache on', () => {
  test('the page comes back whole from the cache, edits included, with nothing to restore', async ({
    playwright,
    launchOptions,
    baseURL,
  }) => {
    // Playwright switches the cache off for every Chromium it starts; this one keeps it. The
    // headless shell the other tests drive has no back/forward cache: this one is the browser.
    const browser = await playwright.chromium.launch({
      ...launchOptions,
      executablePath: requireChromium(),
      ignoreDefaultArgs: ['--disable-back-forward-cache'],
    });
    try {
      const context = await browser.newContext({ baseURL });
      await servePages(context);
      const page = await context.newPage();
      await openAndEdit(page);
      await leaveForNextPage(page);

      // A page shown from the cache fires pageshow again, and no load event to wait for.
      await page.goBack({ waitUntil: 'commit' });
      await page.waitForFunction(() => (window as unknown as { pageShows: boolean[] }).pageShows.length === 2);
      expect(await pageShows(page)).toEqual([false, true]);
      expect(await readForm(page)).toEqual(EDITED);
      expect(await restoredTags(page)).toEqual([]);
    } finally {
      await browser.close();
    }
  });
});
