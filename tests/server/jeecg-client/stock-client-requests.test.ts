import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  EnabledTypes,
  MockPage,
  RadarRow,
  WorkplaceActivity,
  WorkplaceProject,
  WorkplaceTeam,
} from '../../../server/modules/jeecg-client';
import { startServer, type Answer, type TestServer } from '../support/test-server';

// Issue 26, point 3: the requests the stock JeecgBoot Vue 2 client (ant-design-vue-jeecg 3.4)
// sends from its user page and its 工作台, replayed in its exact shape: GET with `_t` (unix
// seconds), X-Access-Token and tenant-id headers (0 before a tenant is chosen); getAction adds
// X-Sign and X-TIMESTAMP, which this server checks only on signed routes.

let server: TestServer;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  server = await startServer();
  for (const username of ['admin', 'sunqi', 'wujiu']) tokens[username] = await server.login(username);
});
afterAll(() => server.close());

const T = 1726800000;

/** `this.$http.get(url)`: the axios service adds `_t`, the token and the tenant. */
async function httpGet<T>(url: string, username = 'admin'): Promise<Answer<T>> {
  const response = await server.call({
    method: 'GET',
    url: `${url}?_t=${T}`,
    token: tokens[username],
    headers: { 'tenant-id': '0' },
  });
  expect(response.statusCode).toBe(200);
  return response.json<Answer<T>>();
}

/** `getAction(url)`: the same plus the signature headers. */
async function getAction<T>(url: string, username = 'admin'): Promise<Answer<T>> {
  const response = await server.call({
    method: 'GET',
    url: `${url}?_t=${T}`,
    token: tokens[username],
    headers: { 'tenant-id': '0', 'X-Sign': 'B3F1C0E1A7D5B2E8F9A6C4D3E2F1A0B9', 'X-TIMESTAMP': String(T * 1000) },
  });
  expect(response.statusCode).toBe(200);
  return response.json<Answer<T>>();
}

const radarOrder = {
  farmerName: '指数农户',
  farmerPhone: '13911113333',
  province: '河南省',
  city: '郑州市',
  machineType: '2',
  workType: '1',
  workArea: 12,
  orderDate: '2024-09-20',
  status: '1',
};

interface OrderFacts {
  createBy: string | null;
  sysOrgCode: string | null;
  status: string | null;
  payStatus: string | null;
  startTime: string | null;
  orderDate: string | null;
}

const ordersOfTenant = (tenantId: number): Promise<OrderFacts[]> =>
  server.app.db
    .selectFrom('farm_order')
    .select(['createBy', 'sysOrgCode', 'status', 'payStatus', 'startTime', 'orderDate'])
    .where('tenantId', '=', tenantId)
    .execute();

/** The five rates out of 100 of each series, worked out here from the rows themselves. */
function expectedRadar(own: OrderFacts[], team: OrderFacts[], department: OrderFacts[]): RadarRow[] {
  const percent = (part: number, whole: number) => (whole ? Math.round((part * 100) / whole) : 0);
  const rates = (rows: OrderFacts[]) => {
    const done = rows.filter((row) => row.status === '4');
    const started = rows.filter((row) => row.startTime);
    return [
      percent(rows.filter((row) => ['2', '3', '4'].includes(String(row.status))).length, rows.length),
      percent(done.length, rows.length),
      percent(rows.filter((row) => row.status !== '5').length, rows.length),
      percent(done.filter((row) => row.payStatus === '1').length, done.length),
      percent(
        started.filter((row) => String(row.startTime).slice(0, 10) <= String(row.orderDate)).length,
        started.length,
      ),
    ];
  };
  const [mine, ours, branch] = [rates(own), rates(team), rates(department)];
  return ['派单率', '完工率', '履约率', '回款率', '准时开工率'].map((item, index) => ({
    item,
    个人: mine[index],
    团队: ours[index],
    部门: branch[index],
  }));
}

describe('the user page: GET /sys/thirdApp/getEnabledType', () => {
  it('answers as JeecgBoot does, with neither third-party app enabled (no sync exists here)', async () => {
    const answer = await getAction<EnabledTypes>('/sys/thirdApp/getEnabledType');
    expect(answer).toMatchObject({ success: true, code: 200, result: { wechatEnterprise: false, dingtalk: false } });
  });

  it('answers any signed-in user, and nobody without a token', async () => {
    expect((await getAction<EnabledTypes>('/sys/thirdApp/getEnabledType', 'wujiu')).success).toBe(true);
    expect((await server.call({ method: 'GET', url: `/sys/thirdApp/getEnabledType?_t=${T}` })).statusCode).toBe(401);
  });
});

describe('the workplace: 进行中的项目 (GET /mock/api/list/search/projects)', () => {
  it("lists the orders in service the caller's order list shows, in the mock's page shape", async () => {
    const { result } = await httpGet<MockPage<WorkplaceProject>>('/mock/api/list/search/projects');
    const inService = await server.app.db
      .selectFrom('farm_order')
      .select(['orderNo', 'startTime'])
      .where('tenantId', '=', 1)
      .where('status', '=', '3')
      .execute();
    expect(inService.length).toBeGreaterThan(0);
    expect(result).toMatchObject({
      pageSize: 6,
      pageNo: 1,
      totalCount: inService.length,
      totalPage: Math.ceil(inService.length / 6),
    });
    expect(result.data).toHaveLength(Math.min(6, inService.length));
    const latest = [...inService].sort((a, b) => String(b.startTime).localeCompare(String(a.startTime)))[0];
    expect(result.data[0]).toMatchObject({
      title: latest.orderNo,
      cover: '',
      status: '3',
      updatedAt: latest.startTime,
    });
    expect(result.data[0].description).toMatch(/亩$/);
  });

  it('holds a branch manager to his department rule on orders', async () => {
    const { result } = await httpGet<MockPage<WorkplaceProject>>('/mock/api/list/search/projects', 'sunqi');
    const theirs = await server.app.db
      .selectFrom('farm_order')
      .select('orderNo')
      .where('tenantId', '=', 1)
      .where('status', '=', '3')
      .where('sysOrgCode', 'like', 'A01A07%')
      .execute();
    expect(result.totalCount).toBe(theirs.length);
    expect(
      result.data.map((project) => project.title).every((title) => theirs.some((order) => order.orderNo === title)),
    ).toBe(true);
  });

  it('answers an empty page to a caller who may not list orders', async () => {
    const { result } = await httpGet<MockPage<WorkplaceProject>>('/mock/api/list/search/projects', 'wujiu');
    expect(result).toEqual({ data: [], pageSize: 6, pageNo: 1, totalPage: 0, totalCount: 0 });
  });
});

describe('the workplace: 动态, 团队, XX 指数 and the lists it only logs', () => {
  it("answers the newest announcements of the caller's inbox as activities", async () => {
    const { result } = await httpGet<WorkplaceActivity[]>('/mock/api/workplace/activity');
    const mine = await server.call({
      method: 'GET',
      url: `/sys/sysAnnouncementSend/getMyAnnouncementSend?_t=${T}&pageSize=10&column=sendTime&order=desc`,
      token: tokens.admin,
    });
    const titles = mine.json<Answer<{ records: { titile: string }[] }>>().result.records.map((record) => record.titile);
    expect(result.length).toBeGreaterThan(0);
    expect(result.map((activity) => activity.project.event).sort()).toEqual(titles.slice(0, result.length).sort());
    expect(result[0]).toMatchObject({
      user: { nickname: expect.any(String), avatar: expect.any(String) },
      project: { action: '发布' },
    });
    expect(['通知公告', '系统消息']).toContain(result[0].project.name);
    const times = result.map((activity) => activity.time);
    expect(times).toEqual([...times].sort().reverse());
  });

  it("answers the caller's departments as teams", async () => {
    const { result } = await httpGet<WorkplaceTeam[]>('/mock/api/workplace/teams', 'sunqi');
    const departs = await server.call({
      method: 'GET',
      url: `/sys/user/getCurrentUserDeparts?_t=${T}`,
      token: tokens.sunqi,
    });
    const names = departs
      .json<Answer<{ list: { departName: string }[] }>>()
      .result.list.map((depart) => depart.departName);
    expect(result.map((team) => team.name).sort()).toEqual(names.sort());
    expect(result[0]).toMatchObject({ id: expect.any(String), avatar: '' });
  });

  it("answers the radar (XX 指数) with the order rates of the caller, the department and the branch, in JeecgBoot's rows", async () => {
    // 孙琪 heads 河南分公司 (A01A07), 郑州服务站 (A01A07A01) below it; she takes one order herself.
    const added = await server.call({
      method: 'POST',
      url: '/farm/order/add',
      token: tokens.sunqi,
      headers: { 'tenant-id': '1' },
      payload: radarOrder,
    });
    expect(added.json<Answer>().success).toBe(true);
    const { result } = await httpGet<RadarRow[]>('/mock/api/workplace/radar', 'sunqi');
    const rows = await ordersOfTenant(1);
    expect(result).toEqual(
      expectedRadar(
        rows.filter((row) => row.createBy === 'sunqi'),
        rows.filter((row) => row.sysOrgCode === 'A01A07'),
        rows.filter((row) => row.sysOrgCode === 'A01A07' || row.sysOrgCode === 'A01A07A01'),
      ),
    );
    expect(result.map((row) => row.item)).toEqual(['派单率', '完工率', '履约率', '回款率', '准时开工率']);
    // Her own order is booked, not yet dispatched nor cancelled.
    expect(result[0].个人).toBe(0);
    expect(result[2].个人).toBe(100);
    expect(result.some((row) => row.部门 > 0 && row.部门 < 100)).toBe(true);
  });

  it('counts the radar in the tenant the client works in', async () => {
    // 赵六 heads 黑龙江分公司 (A01A06) in both tenants, whose orders differ.
    tokens.zhaoliu = await server.login('zhaoliu');
    for (const tenantId of [1, 2]) {
      const response = await server.call({
        method: 'GET',
        url: `/mock/api/workplace/radar?_t=${T}`,
        token: tokens.zhaoliu,
        headers: { 'tenant-id': String(tenantId) },
      });
      const rows = await ordersOfTenant(tenantId);
      const branch = rows.filter((row) => String(row.sysOrgCode).startsWith('A01A06'));
      expect(response.json<Answer<RadarRow[]>>().result).toEqual(
        expectedRadar(
          [],
          rows.filter((row) => row.sysOrgCode === 'A01A06'),
          branch,
        ),
      );
    }
  });

  it('answers the radar of a caller without the order list with no rows', async () => {
    expect(await httpGet('/mock/api/workplace/radar', 'wujiu')).toMatchObject({ success: true, result: [] });
  });

  it('answers getRoleList and getServiceList with empty pages of their shape', async () => {
    for (const url of ['/mock/api/role', '/mock/api/service']) {
      expect((await httpGet(url)).result).toEqual({ data: [], pageSize: 10, pageNo: 1, totalPage: 0, totalCount: 0 });
    }
  });
});

describe("the data screens' menu address (GET /bigScreen/{screen})", () => {
  it("sends a new window, token or not, to the console's screen", async () => {
    for (const [screen, path] of [
      ['map', '/map/dataScreen'],
      ['yield', '/yield/dataScreen'],
    ]) {
      const response = await server.call({ method: 'GET', url: `/bigScreen/${screen}` });
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe(path);
    }
  });

  it('refuses a screen it does not know, redirecting nowhere', async () => {
    const response = await server.call({ method: 'GET', url: '/bigScreen/https%3A%2F%2Fexample.com' });
    expect(response.statusCode).toBe(400);
    expect(response.headers.location).toBeUndefined();
  });
});
