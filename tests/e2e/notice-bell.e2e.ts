import { expect, test, type Page } from './farm-test';
import { apiToken } from './console-fixture';
import { bellButton, bellPanel, bellState, openBell, releaseAnnouncement, uniqueTitle } from './notice-fixture';
import { openSignedIn } from './signed-in-session';

/** Logs in and waits until the bell has loaded its lists and its push channel is open. */
async function signInWithBell(page: Page, username: string): Promise<void> {
  const firstLoad = page.waitForResponse((response) => response.url().includes('/sys/annountCement/listByUser'));
  await openSignedIn(page, username);
  await firstLoad;
  await expect(bellState(page)).toHaveAttribute('data-push', 'open');
}

test.describe('the notice bell', () => {
  test('an announcement released while the user is connected appears without a reload', async ({ page, request }) => {
    await signInWithBell(page, 'operator');
    await page.evaluate(() => sessionStorage.setItem('same-page', String(performance.timeOrigin)));
    const timeOrigin = await page.evaluate(() => performance.timeOrigin);
    const title = uniqueTitle('实时通知');
    await releaseAnnouncement(request, await apiToken(request, 'admin'), { titile: title, priority: 'H' });

    const panel = await openBell(page);
    const item = panel.getByRole('button', { name: new RegExp(title) });
    await expect(item).toBeVisible();
    await expect(item).toContainText('紧急');
    await expect(item).toContainText('发布时间：');
    expect(await page.evaluate(() => performance.timeOrigin)).toBe(timeOrigin);
  });

  test('two users each receive only their own messages', async ({ browser, request }) => {
    const operatorContext = await browser.newContext();
    const lisiContext = await browser.newContext();
    const operator = await operatorContext.newPage();
    const lisi = await lisiContext.newPage();
    await signInWithBell(operator, 'operator');
    await signInWithBell(lisi, 'lisi');
    const admin = await apiToken(request, 'admin');

    const forOperator = uniqueTitle('致王晓运');
    await releaseAnnouncement(request, admin, { titile: forOperator, msgType: 'USER', userIds: 'user-operator' });
    await expect((await openBell(operator)).getByRole('button', { name: new RegExp(forOperator) })).toBeVisible();

    const forLisi = uniqueTitle('致李四');
    await releaseAnnouncement(request, admin, { titile: forLisi, msgType: 'USER', userIds: 'user-lisi' });
    const lisiPanel = await openBell(lisi);
    await expect(lisiPanel.getByRole('button', { name: new RegExp(forLisi) })).toBeVisible();
    await expect(lisiPanel.getByText(forOperator)).toHaveCount(0);

    // A later message to the operator arrives after lisi's was pushed: by then lisi's would have shown.
    const laterForOperator = uniqueTitle('再致王晓运');
    await releaseAnnouncement(request, admin, { titile: laterForOperator, msgType: 'USER', userIds: 'user-operator' });
    const operatorPanel = bellPanel(operator);
    await expect(operatorPanel.getByRole('button', { name: new RegExp(laterForOperator) })).toBeVisible();
    await expect(operatorPanel.getByText(forLisi)).toHaveCount(0);
    await operatorContext.close();
    await lisiContext.close();
  });

  test('the detail shows the sender’s real name; opening marks it read; Go handle goes to openPage', async ({
    page,
    request,
  }) => {
    await signInWithBell(page, 'operator');
    const title = uniqueTitle('去处理');
    await releaseAnnouncement(request, await apiToken(request, 'admin'), {
      titile: title,
      msgType: 'USER',
      userIds: 'user-operator',
      openType: 'url',
      openPage: '/account/center',
      msgContent: '<p>请查看<strong>个人中心</strong></p>',
    });
    const panel = await openBell(page);
    const item = panel.getByRole('button', { name: new RegExp(title) });
    await expect(item).toBeVisible();
    const unreadBefore = Number((await bellButton(page).getAttribute('aria-label'))?.match(/(\d+) 条未读/)?.[1]);
    expect(unreadBefore).toBeGreaterThan(0);
    await item.click();
    const detail = page.getByRole('dialog', { name: '通知消息' });
    await expect(detail).toBeVisible();
    await expect(detail.getByRole('heading', { name: title })).toBeVisible();
    await expect(detail).toContainText('发布人：管理员');
    await expect(detail.locator('strong')).toHaveText('个人中心');
    const viewport = page.viewportSize() ?? { width: 0, height: 0 };
    const panelBox = async () => (await detail.locator('section').first().boundingBox())?.width ?? 0;
    expect(Math.abs((await panelBox()) - viewport.width * 0.6)).toBeLessThan(2);
    const bodyHeight = await detail
      .locator('article')
      .evaluate((article) => (article.parentElement as HTMLElement).getBoundingClientRect().height);
    expect(Math.abs(bodyHeight - viewport.height * 0.8)).toBeLessThan(2);
    await detail.getByRole('button', { name: '全屏' }).click();
    await expect.poll(panelBox).toBeGreaterThan(viewport.width - 2);
    await detail.getByRole('button', { name: '退出全屏' }).click();
    await expect(bellButton(page)).toHaveAccessibleName(
      unreadBefore > 1 ? `消息通知 ${unreadBefore - 1} 条未读` : '消息通知',
    );

    await detail.getByRole('button', { name: '去处理' }).click();
    await expect(detail).toBeHidden();
    await expect(page).toHaveURL(/\/account\/center$/);
    await expect((await openBell(page)).getByText(title)).toHaveCount(0);
  });

  test('content carrying script, event handlers or javascript: links renders without running anything', async ({
    page,
    request,
  }) => {
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await signInWithBell(page, 'operator');
    const title = uniqueTitle('<img src=x onerror="window.__pwned=\'title\'">');
    await releaseAnnouncement(request, await apiToken(request, 'admin'), {
      titile: title,
      msgType: 'USER',
      userIds: 'user-operator',
      msgContent: [
        '<p id="safe">正文</p>',
        '<script>window.__pwned = "script"</script>',
        '<img id="pic" src="data:," onerror="window.__pwned = \'onerror\'" onload="window.__pwned = \'onload\'">',
        '<a id="bad" href="javascript:window.__pwned = \'link\'">点我</a>',
        '<svg><animate onbegin="window.__pwned = \'svg\'" attributeName="x" dur="1s"></animate></svg>',
        '<iframe srcdoc="<script>parent.__pwned = \'iframe\'</script>"></iframe>',
        '<div style="background:url(javascript:alert(1))" onmouseover="window.__pwned = \'hover\'">悬停</div>',
      ].join(''),
    });

    const panel = await openBell(page);
    await panel.getByRole('button', { name: title }).click();
    const detail = page.getByRole('dialog', { name: '通知消息' });
    await expect(detail.getByRole('heading', { name: title })).toBeVisible();
    await expect(detail.locator('#safe')).toHaveText('正文');
    const content = detail.locator('[data-part="content"]');
    expect(await content.locator('script, iframe, animate').count()).toBe(0);
    expect(
      await content.evaluate((node) =>
        [...node.querySelectorAll('*')]
          .flatMap((element) => element.getAttributeNames())
          .filter((name) => name.startsWith('on')),
      ),
    ).toEqual([]);
    await expect(content.locator('#bad')).not.toHaveAttribute('href', /javascript:/i);
    await content.locator('#bad').click();
    await content.getByText('悬停').hover();
    expect(await page.evaluate(() => (window as { __pwned?: string }).__pwned ?? null)).toBeNull();
    expect(dialogs).toEqual([]);
  });

  test('view more opens my announcements, where the announcement can be searched and read', async ({
    page,
    request,
  }) => {
    await signInWithBell(page, 'operator');
    const title = uniqueTitle('我的消息');
    await releaseAnnouncement(request, await apiToken(request, 'admin'), {
      titile: title,
      msgType: 'USER',
      userIds: 'user-operator',
      priority: 'M',
    });
    const panel = await openBell(page);
    await expect(panel.getByRole('button', { name: new RegExp(title) })).toBeVisible();
    await panel.getByRole('button', { name: '查看更多' }).first().click();
    await expect(page).toHaveURL(/\/isps\/userAnnouncement$/);

    const search = page.getByRole('search');
    await search.getByRole('textbox').fill(title);
    await search.getByRole('button', { name: '查询' }).click();
    const row = page.getByRole('row').filter({ hasText: title });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('重要');
    await expect(row).toContainText('未读');
    await row.getByRole('button', { name: `查看 ${title}` }).click();
    await expect(page.getByRole('dialog', { name: '通知消息' })).toContainText('发布人：管理员');
    await expect(row).toContainText('已读');
  });

  test('pushed messages are read aloud by the browser, until switched off in the settings drawer', async ({
    page,
    request,
  }) => {
    // Headless Chromium has no voice to listen to: the page's speechSynthesis.speak is recorded instead.
    await page.addInitScript(() => {
      const spoken: string[] = [];
      Object.assign(window, { __spoken: spoken });
      window.speechSynthesis.speak = (utterance) => void spoken.push(utterance.text);
    });
    const spoken = () => page.evaluate(() => (window as unknown as { __spoken: string[] }).__spoken);
    await signInWithBell(page, 'operator');
    const admin = await apiToken(request, 'admin');
    const first = uniqueTitle('播报');
    await releaseAnnouncement(request, admin, { titile: first, msgType: 'USER', userIds: 'user-operator' });
    await expect.poll(spoken).toEqual([first]);

    await page.getByRole('button', { name: '用户菜单' }).click();
    await page.getByRole('menuitem', { name: '系统设置' }).click();
    const drawer = page.getByRole('dialog', { name: '系统设置' });
    const readAloud = drawer.getByRole('switch', { name: '消息语音播报' });
    await expect(readAloud).toBeChecked();
    await readAloud.click();
    await expect(readAloud).not.toBeChecked();
    await page.keyboard.press('Escape');

    const second = uniqueTitle('静音');
    await releaseAnnouncement(request, admin, { titile: second, msgType: 'USER', userIds: 'user-operator' });
    await expect((await openBell(page)).getByRole('button', { name: new RegExp(second) })).toBeVisible();
    expect(await spoken()).toEqual([first]);
    await page.reload();
    await expect(bellState(page)).toHaveAttribute('data-push', 'open');
    await page.getByRole('button', { name: '用户菜单' }).click();
    await page.getByRole('menuitem', { name: '系统设置' }).click();
    await expect(
      page.getByRole('dialog', { name: '系统设置' }).getByRole('switch', { name: '消息语音播报' }),
    ).not.toBeChecked();
  });

  test('a component announcement opens the page its openPage names, with form data id = busId', async ({
    page,
    request,
  }) => {
    await signInWithBell(page, 'operator');
    const title = uniqueTitle('组件');
    await releaseAnnouncement(request, await apiToken(request, 'admin'), {
      titile: title,
      msgType: 'USER',
      userIds: 'user-operator',
      openType: 'component',
      openPage: 'account/center',
      busId: 'bus-42',
    });
    await (await openBell(page)).getByRole('button', { name: new RegExp(title) }).click();
    await expect(page).toHaveURL(/\/account\/center$/);
    expect(await page.evaluate(() => (history.state as { usr?: unknown } | null)?.usr)).toEqual({
      formData: { id: 'bus-42' },
    });
    await expect(page.getByRole('dialog', { name: '通知消息' })).toHaveCount(0);
  });
});
