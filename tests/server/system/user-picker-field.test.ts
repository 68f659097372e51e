import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryMessages } from '../../../server/messages';
import { startServer, type TestServer } from '../support/test-server';
import { get, signIn, type Page } from './admin-kit';

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startServer();
  ({ lisi: token } = await signIn(server, ['lisi']));
});
afterAll(() => server.close());

const page = (query: string) =>
  get<Page<Record<string, unknown>>>(server, token, `/sys/user/queryUserComponentData?${query}`);

describe('the user picker’s field parameter: the fields each row comes back with', () => {
  it('returns the id and the fields JeecgBoot’s JSelectUserByDep asks for, empty entries skipped', async () => {
    const { answer } = await page(
      `field=${encodeURIComponent('id,,username,realname,sex,phone,orgCodeTxt')}&username=zhangsan`,
    );
    expect(answer.success).toBe(true);
    const [zhangsan] = answer.result.records;
    expect(Object.keys(zhangsan).sort()).toEqual([
      'id',
      'orgCodeTxt',
      'phone',
      'realname',
      'sex',
      'sex_dictText',
      'username',
    ]);
    expect(zhangsan.username).toBe('zhangsan');
  });

  it('always returns the id, and only the fields named', async () => {
    const { answer } = await page('field=realname&pageSize=3');
    expect(answer.result.records).toHaveLength(3);
    for (const user of answer.result.records) expect(Object.keys(user).sort()).toEqual(['id', 'realname']);
  });

  it('returns every picker field when field is absent or empty', async () => {
    for (const query of ['pageSize=1', 'field=&pageSize=1', 'field=,,&pageSize=1']) {
      const [user] = (await page(query)).answer.result.records;
      expect(Object.keys(user), query).toEqual(
        expect.arrayContaining(['id', 'username', 'realname', 'sex', 'phone', 'orgCodeTxt', 'createTime']),
      );
    }
  });

  it('refuses a field that is no picker field, never widening what the picker reads', async () => {
    for (const name of ['password', 'salt', 'email', 'idCard', 'realname;drop table sys_user', '__proto__']) {
      const { status, answer } = await page(`field=${encodeURIComponent(`id,${name}`)}`);
      expect(status, name).toBe(200);
      expect(answer.success, name).toBe(false);
      expect(answer.message).toBe(queryMessages.unknownReturnField(name));
      expect(JSON.stringify(answer)).not.toMatch(/scrypt|"salt"/);
    }
  });

  it('answers hostile input without a server error', async () => {
    for (const query of [
      `field=${'a,'.repeat(2000)}`,
      'field[]=id&field[]=username',
      'field=%00',
      `field=${encodeURIComponent('<script>')}`,
    ]) {
      const { status } = await page(query);
      expect(status, query).toBeLessThan(500);
    }
  });
});
