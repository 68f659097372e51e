import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../support/test-server';
import { get, signIn, type Page } from './admin-kit';

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startServer();
  ({ lisi: token } = await signIn(server, ['lisi']));
});
afterAll(() => server.close());

interface PickerUser {
  username: string;
  realname: string;
  orgCodeTxt: string;
  sex_dictText: string;
}

const usernames = (users: PickerUser[]) => users.map((user) => user.username).sort();

describe('the user picker: queryUserComponentData', () => {
  it('pages every user, with department names and dictionary texts', async () => {
    const { answer } = await get<Page<PickerUser>>(
      server,
      token,
      '/sys/user/queryUserComponentData?pageNo=1&pageSize=5',
    );
    expect(answer.result).toMatchObject({ total: 12, size: 5, current: 1, pages: 3 });
    const zhangsan = (await get<Page<PickerUser>>(server, token, '/sys/user/queryUserComponentData?username=zhangsan'))
      .answer.result.records[0];
    expect(zhangsan).toMatchObject({
      realname: '张三',
      orgCodeTxt: '维修服务中心,东区维修站,哈尔滨服务站',
      sex_dictText: '男',
    });
  });

  it('searches the username and the real name as "contains"', async () => {
    expect(
      usernames(
        (await get<Page<PickerUser>>(server, token, '/sys/user/queryUserComponentData?username=ang')).answer.result
          .records,
      ),
    ).toEqual(['liuyang', 'wangwu', 'zhangsan']);
    expect(
      usernames(
        (
          await get<Page<PickerUser>>(
            server,
            token,
            `/sys/user/queryUserComponentData?realname=${encodeURIComponent('王')}`,
          )
        ).answer.result.records,
      ),
    ).toEqual(['operator', 'wangwu']);
  });

  it('narrows to a department and the departments below it', async () => {
    const { answer } = await get<Page<PickerUser>>(server, token, '/sys/user/queryUserComponentData?departId=dep-hlj');
    expect(usernames(answer.result.records)).toEqual(['zhangsan', 'zhaoliu', 'zhengshi']);
  });

  it('sorts by an allowed column', async () => {
    const { answer } = await get<Page<PickerUser>>(
      server,
      token,
      '/sys/user/queryUserComponentData?column=username&order=asc&pageSize=3',
    );
    expect(answer.result.records.map((user) => user.username)).toEqual(['admin', 'chenxi', 'lisi']);
  });
});

describe('the user picker: getMultiUser', () => {
  it('answers a bare array of the users named, frozen ones left out', async () => {
    const response = await server.call({
      method: 'GET',
      url: '/sys/user/getMultiUser?username=lisi,wangwu,liuyang',
      token,
    });
    const users = response.json<PickerUser[]>();
    expect(Array.isArray(users)).toBe(true);
    expect(usernames(users)).toEqual(['lisi', 'wangwu']);
    expect(response.body).not.toContain('"password"');
  });
});

describe('users of a department: queryUserByDepId', () => {
  it('lists the department and those below it, optionally by real name', async () => {
    expect(
      usernames((await get<PickerUser[]>(server, token, '/sys/user/queryUserByDepId?id=dep-service')).answer.result),
    ).toEqual(['wangwu', 'zhangsan']);
    const named = await get<PickerUser[]>(
      server,
      token,
      `/sys/user/queryUserByDepId?id=dep-service&realname=${encodeURIComponent('王')}`,
    );
    expect(usernames(named.answer.result)).toEqual(['wangwu']);
  });
});
