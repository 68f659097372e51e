import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../../server/db';
import { startServer, type Answer, type TestServer } from '../support/test-server';

/*
 * The server keeps the enabled dictionary items in memory. A change through the server shows on
 * the next request; a change made outside it (another handle on the same database, as an
 * operator's script) shows once 刷新缓存 (`/sys/dict/refleshCache`) has been asked for, as with
 * JeecgBoot's own dictionary cache.
 */
let server: TestServer;
let outside: Kysely<Database>;
let admin: string;

beforeAll(async () => {
  server = await startServer();
  admin = await server.login('admin');
  outside = openDatabase(server.app.settings.dataDir, server.app.settings.databaseUrl);
});
afterAll(async () => {
  await outside.destroy();
  await server.close();
});

const textOfMale = async () =>
  (await server.call({ method: 'GET', url: '/sys/dict/getDictItems/sex', token: admin }))
    .json<Answer<{ value: string; text: string }[]>>()
    .result.find((item) => item.value === '1')?.text;

async function maleItem() {
  return server.app.db
    .selectFrom('sys_dict_item as i')
    .innerJoin('sys_dict as d', 'd.id', 'i.dictId')
    .select(['i.id', 'i.itemText'])
    .where('d.dictCode', '=', 'sex')
    .where('i.itemValue', '=', '1')
    .executeTakeFirstOrThrow();
}

describe('the dictionary items kept in memory', () => {
  it('show a text changed through the server on the next request', async () => {
    const item = await maleItem();
    const before = await textOfMale();
    await server.app.db.updateTable('sys_dict_item').set({ itemText: '男性' }).where('id', '=', item.id).execute();
    try {
      expect(await textOfMale()).toBe('男性');
    } finally {
      await server.app.db
        .updateTable('sys_dict_item')
        .set({ itemText: item.itemText })
        .where('id', '=', item.id)
        .execute();
    }
    expect(await textOfMale()).toBe(before);
  });

  it('show a text changed outside the server once the cache is refreshed', async () => {
    const item = await maleItem();
    await textOfMale();
    await outside.updateTable('sys_dict_item').set({ itemText: '男士' }).where('id', '=', item.id).execute();
    try {
      const refreshed = await server.call({ method: 'GET', url: '/sys/dict/refleshCache', token: admin });
      expect(refreshed.json<Answer>().success).toBe(true);
      expect(await textOfMale()).toBe('男士');
    } finally {
      await server.app.db
        .updateTable('sys_dict_item')
        .set({ itemText: item.itemText })
        .where('id', '=', item.id)
        .execute();
    }
  });
});
