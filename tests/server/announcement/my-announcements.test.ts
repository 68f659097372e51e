import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryMessages } from '../../../server/messages';
import { startServer, type Answer, type TestServer } from '../support/test-server';
import { markRead } from './inbox-helpers';

let server: TestServer;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  server = await startServer();
  for (const username of ['zhangsan', 'wujiu']) tokens[username] = await server.login(username);
  await markRead(server, tokens.zhangsan, 'annt-maintenance');
});
afterAll(() => server.close());

interface MyRecord {
  id: string;
  anntId: string;
  userId: string;
  readFlag: string;
  titile: string;
  [field: string]: unknown;
}
interface MyPage {
  records: MyRecord[];
  total: number;
  size: number;
  current: number;
  pages: number;
}

async function mine(username: string, query = ''): Promise<{ status: number; answer: Answer<MyPage> }> {
  const response = await server.call({
    method: 'GET',
    url: `/sys/sysAnnouncementSend/getMyAnnouncementSend?_t=1726800000&${query}`,
    token: tokens[username],
  });
  return { status: response.statusCode, answer: response.json<Answer<MyPage>>() };
}
const anntIds = (page: MyPage) => page.records.map((record) => record.anntId);

describe('GET /sys/sysAnnouncementSend/getMyAnnouncementSend: my announcements', () => {
  it('lists the caller’s announcements read and unread, newest first, as JeecgBoot’s AnnouncementSendModel', async () => {
    const { answer } = await mine('zhangsan');
    expect(answer.result).toMatchObject({ total: 5, current: 1, size: 10, pages: 1 });
    expect(anntIds(answer.result)).toEqual([
      'annt-repair-assigned',
      'annt-autumn-harvest',
      'annt-hlj-safety-check',
      'annt-maintenance',
      'annt-subsidy-policy',
    ]);
    const read = answer.result.records.find((record) => record.anntId === 'annt-maintenance');
    expect(read).toMatchObject({
      userId: 'user-zhangsan',
      readFlag: '1',
      titile: '系统将于本周六凌晨进行维护升级',
      priority_dictText: '中',
      msgCategory_dictText: '系统消息',
    });
    expect(read?.id).not.toBe('annt-maintenance');
  });

  it('searches by read state, title and category, pages and sorts', async () => {
    expect(anntIds((await mine('zhangsan', 'readFlag=1')).answer.result)).toEqual(['annt-maintenance']);
    expect(anntIds((await mine('zhangsan', `titile=${encodeURIComponent('*安全*')}`)).answer.result)).toEqual([
      'annt-hlj-safety-check',
    ]);
    expect((await mine('zhangsan', 'msgCategory=2')).answer.result.total).toBe(2);
    const page = (await mine('zhangsan', 'pageNo=2&pageSize=2&column=sendTime&order=asc')).answer.result;
    expect(page).toMatchObject({ total: 5, size: 2, current: 2, pages: 3 });
    expect(anntIds(page)).toEqual(['annt-autumn-harvest', 'annt-hlj-safety-check']);
  });

  it('shows nobody else’s announcements', async () => {
    const { answer } = await mine('wujiu');
    expect(anntIds(answer.result)).toEqual(['annt-autumn-harvest', 'annt-maintenance', 'annt-subsidy-policy']);
    expect(answer.result.records.every((record) => record.userId === 'user-wujiu')).toBe(true);
  });

  it('refuses to filter or sort by anything else, such as another user', async () => {
    const byUser = await mine('wujiu', 'userId=user-zhangsan');
    expect(byUser).toMatchObject({
      status: 200,
      answer: { success: false, message: queryMessages.unknownFilterField('userId') },
    });
    const sort = await mine('wujiu', 'column=userIds&order=asc');
    expect(sort).toMatchObject({
      status: 200,
      answer: { success: false, message: queryMessages.unknownSortColumn('userIds') },
    });
    const advanced = encodeURIComponent(
      JSON.stringify([{ field: 'userId', rule: 'eq', val: 'user-zhangsan', type: 'string' }]),
    );
    expect((await mine('wujiu', `superQueryParams=${advanced}`)).answer.success).toBe(false);
  });
});
