import { expect, test, type Page } from './farm-test';
import { API_BASE, openInConsole, sideMenu } from './console-fixture';
import { openSignedIn } from './signed-in-session';

// Issue 26: the server seeds its online pages as JeecgBoot does (route '0' entries opened by path
// through hidden parametrised routes such as /online/cgformList/:code). The console opens every
// farm business list at its path through those routes, keeps the hidden routes out of the side
// menu, and opens the data screens from their new menu shape.

/** Every farm business list of the seeded menu: its path (the kind's parametrised route, the form code) and title. */
const FARM_LISTS: readonly (readonly [path: string, title: string])[] = [
  ['/online/cgformList/farm_order', '农机订单'],
  ['/online/cgformInnerTableList/farm_repair', '维修工单'],
  ['/online/cgformList/farm_asset', '农机资产'],
  ['/online/cgformList/farm_cooperative', '合作社'],
  ['/online/cgformList/farm_renter', '租赁户'],
  ['/online/cgformList/farm_farmer', '农户'],
  ['/online/cgformList/farm_driver', '机手'],
  ['/online/cgformList/farm_storefront', '门店'],
  ['/online/cgformList/farm_integral', '积分设置'],
  ['/online/cgformList/farm_unit_price', '作业单价'],
  ['/online/cgformList/farm_harvest', '收获管理'],
  ['/online/cgformList/farm_policy', '政策宣传'],
  ['/online/cgformTabList/farm_topic', '专题管理'],
  ['/online/cgformList/farm_carousel', '轮播图'],
  ['/online/cgformErpList/farm_meeting_main', '会议'],
  ['/online/cgformList/farm_meeting_attendees', '参会人员'],
  ['/online/cgformList/farm_meeting_car', '会议用车'],
  ['/online/cgformList/farm_meeting_repast', '会议用餐'],
  ['/online/cgformList/farm_meeting_spot', '会议场地'],
  ['/online/cgformList/farm_meeting_video', '会议视频'],
  ['/online/cgformList/farm_yield_data', '产量上报'],
  ['/online/cgformList/farm_bake_loss', '烘干损耗'],
  ['/online/cgformList/farm_bake_dict', '烘干字典'],
  ['/online/cgformList/farm_device_pic', '设备图片'],
  ['/online/cgformList/farm_sensor', '传感器'],
];

/** The shown list (kept-alive pages stay in the DOM, hidden). */
const shownList = (page: Page) => page.getByRole('grid').filter({ visible: true });
const pageTitle = (page: Page) => page.getByRole('heading', { level: 1 }).filter({ visible: true });

test.describe("the online pages in JeecgBoot's menu shape", () => {
  test('every farm business list opens at its path through the parametrised route, under its own title, and lists rows', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    await openSignedIn(page, 'admin');
    const deepLinkedKinds = new Set<string>();
    for (const [path, title] of FARM_LISTS) {
      // The first list of each kind of route as a deep link (the console loaded at its address),
      // the rest as a menu click opens them: both go through the parametrised route, and a reload
      // for each took most of this test's time.
      const kind = path.split('/')[2] ?? path;
      if (deepLinkedKinds.has(kind)) await openInConsole(page, path);
      else {
        deepLinkedKinds.add(kind);
        await page.goto(path);
      }
      await expect(page, title).toHaveURL(new RegExp(`${path}$`));
      await expect(pageTitle(page), path).toHaveText(title);
      await expect(
        page.getByRole('tablist', { name: '已打开的页面' }).getByRole('tab', { name: title, exact: true }),
        path,
      ).toHaveAttribute('aria-selected', 'true');
      await expect(sideMenu(page).getByRole('link', { name: title, exact: true }), path).toHaveAttribute(
        'aria-current',
        'page',
      );
      await expect(
        shownList(page)
          .getByRole('checkbox', { name: /^选择 / })
          .first(),
        `${path} lists its rows`,
      ).toBeVisible();
    }
  });

  test('a form code no menu entry names opens through the parametrised route of its kind', async ({ page }) => {
    await openSignedIn(page, 'admin');
    // The tree list's route drawing the machine assets: no menu entry has this path.
    await page.goto('/online/cgformTreeList/farm_asset');
    await expect(pageTitle(page)).toHaveText('AUTO树表单列表');
    await expect(page.getByRole('heading', { name: '农机资产', level: 2 })).toBeVisible();
    await expect(
      shownList(page)
        .getByRole('checkbox', { name: /^选择 / })
        .first(),
    ).toBeVisible();
  });

  test('a role holding a few online pages opens them; the hidden routes stay out of the side menu', async ({
    page,
  }) => {
    await openSignedIn(page, 'lisi');
    await expect(sideMenu(page).getByText('在线开发')).toHaveCount(0);
    await expect(sideMenu(page).getByText(/^AUTO/)).toHaveCount(0);
    const toggle = sideMenu(page).getByRole('button', { name: '农机服务', exact: true });
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
    await sideMenu(page).getByRole('link', { name: '农机订单', exact: true }).click();
    await expect(page).toHaveURL(/\/online\/cgformList\/farm_order$/);
    const crumbs = page.getByRole('navigation', { name: '当前位置' });
    await expect(crumbs.getByRole('listitem')).toHaveText(['首页', '农机服务', '农机订单']);
    await expect(
      shownList(page)
        .getByRole('checkbox', { name: /^选择 / })
        .first(),
    ).toBeVisible();
  });
});

test.describe("the account pages and the data screens in the stock client's shape", () => {
  test("the account pages open under the stock client's component names", async ({ page }) => {
    await openSignedIn(page, 'operator', '/account/center');
    await expect(pageTitle(page)).toHaveText('个人中心');
    await expect(page.getByRole('heading', { name: '页面不可用' })).toHaveCount(0);
    await page.goto('/account/settings/base');
    await expect(page.getByRole('tablist', { name: '个人设置' })).toBeVisible();
  });

  test("a data screen entry opens outside, through the API server's address, on the console's screen", async ({
    page,
  }) => {
    await openSignedIn(page, 'admin');
    const toggle = sideMenu(page).getByRole('button', { name: '地图与统计', exact: true });
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
    const entry = sideMenu(page).getByRole('link', { name: '地图数据大屏', exact: true });
    await expect(entry).toHaveAttribute('target', '_blank');
    const href = await entry.getAttribute('href');
    expect(href).toMatch(new RegExp(`${API_BASE}/bigScreen/map$`));
    await page.goto(href ?? '');
    await expect(page).toHaveURL(/\/map\/dataScreen$/);
    await expect(page.getByRole('heading', { name: '农机作业地图数据大屏' })).toBeVisible();
  });
});
