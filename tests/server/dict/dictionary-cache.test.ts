import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../../server/db';
import { startServer, type Answer, type TestServer } from '../support/test-server';
import { dictionaryItem, setItemText } from './dictionary-item';

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

const maleItem = () => dictionaryItem(server.app.db, 'sex', '1');

describe('the dictionary items kept in memory', () => {
  it('show a text changed through the server on the next request', async () => {
    const item = await maleItem();
    const before = await textOfMale();
    await setItemText(server.app.db, item.id, '男性');
    try {
      expect(await textOfMale()).toBe('男性');
    } finally {
      await setItemText(server.app.db, item.id, item.itemText);
    }
    expect(await textOfMale()).toBe(before);
  });

  it('show a text changed outside the server once the cache is refreshed', async () => {
    const item = await maleItem();
    await textOfMale();
    await setItemText(outside, item.id, '男士');
    try {
      const refreshed = await server.call({ method: 'GET', url: '/sys/dict/refleshCache', token: admin });
      expect(refreshed.json<Answer>().success).toBe(true);
      expect(await textOfMale()).toBe('男士');
    } finally {
      await setItemText(server.app.db, item.id, item.itemText);
    }
  });
});
