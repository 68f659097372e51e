import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authMessages } from '../../server/messages';
import { expectNoSecrets, startServer, type Answer, type TestServer } from './support/test-server';

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startServer();
  token = await server.login('zhangsan');
});
afterAll(() => server.close());

interface DepartsAnswer {
  list: { orgCode: string; departName: string }[];
  orgCode: string;
}

const current = async () =>
  (await server.call({ method: 'GET', url: '/sys/user/getCurrentUserDeparts', token })).json<Answer<DepartsAnswer>>()
    .result;

describe("the current user's departments", () => {
  it('lists them with the current one', async () => {
    const result = await current();
    expect(result.list.map((d) => d.orgCode)).toEqual(['A01A03', 'A01A03A01', 'A01A06A01']);
    expect(result.orgCode).toBe('A01A03');
  });
});

describe('switching department', () => {
  it('sets the current department with PUT and answers the user info', async () => {
    const response = await server.call({
      method: 'PUT',
      url: '/sys/selectDepart',
      token,
      payload: { username: 'zhangsan', orgCode: 'A01A06A01' },
    });
    expectNoSecrets(response.body);
    expect(response.json()).toMatchObject({
      success: true,
      result: { userInfo: { username: 'zhangsan', orgCode: 'A01A06A01' } },
    });
    expect((await current()).orgCode).toBe('A01A06A01');
  });

  it("accepts POST as the shell spec's client sends it", async () => {
    const response = await server.call({
      method: 'POST',
      url: '/sys/selectDepart',
      token,
      payload: { username: 'zhangsan', orgCode: 'A01A03A01' },
    });
    expect(response.json().success).toBe(true);
    expect((await current()).orgCode).toBe('A01A03A01');
  });

  it('refuses a department the user does not belong to', async () => {
    const answer = (
      await server.call({ method: 'PUT', url: '/sys/selectDepart', token, payload: { orgCode: 'A01A05' } })
    ).json<Answer>();
    expect(answer).toMatchObject({ success: false, message: authMessages.departNotOwned });
    expect((await current()).orgCode).toBe('A01A03A01');
  });

  it("refuses to switch another user's department with code 510", async () => {
    const answer = (
      await server.call({
        method: 'PUT',
        url: '/sys/selectDepart',
        token,
        payload: { username: 'lisi', orgCode: 'A01A03' },
      })
    ).json<Answer>();
    expect(answer).toMatchObject({ success: false, code: 510 });
  });
});
