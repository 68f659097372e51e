import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { filesMessages } from '../../../server/messages';
import { startServer, type Answer, type TestServer } from '../support/test-server';
import { multipartForm } from './multipart-form';

// Issue "Data boundaries", point 5: stored names that cannot be guessed (at least 128 random
// bits), no listing, `Cache-Control: private`. A payroll file used to be found on the 59th request:
// its stored name was `<original name>_<upload time in ms>.<ext>`.

const PAYROLL = 'payroll March, name and salary of every driver';

let server: TestServer;
let token: string;

async function upload(fileName: string, content: string): Promise<string> {
  const { payload, headers } = multipartForm([{ field: 'file', fileName, content }]);
  const answer = (await server.call({ method: 'POST', url: '/sys/common/upload', token, headers, payload })).json<
    Answer<string>
  >();
  if (!answer.success) throw new Error(answer.message);
  return answer.message;
}

const read = (storedPath: string) => server.call({ method: 'GET', url: `/sys/common/static/${storedPath}` });

/** The random folder of a stored path `<biz>/<folder>/<name>`. */
const folderOf = (storedPath: string) => storedPath.split('/').at(-2) ?? '';

beforeAll(async () => {
  server = await startServer();
  token = await server.login('chenxi');
});
afterAll(() => server.close());

describe('stored names cannot be guessed', () => {
  it('gives two uploads of the same file, in the same millisecond, different folders of 128 random bits', async () => {
    const paths = [];
    for (let i = 0; i < 8; i++) paths.push(await upload('payroll.xlsx', PAYROLL));
    for (const stored of paths) expect(stored).toMatch(/^temp\/[0-9a-f]{32}\/payroll\.xlsx$/);
    const folders = paths.map(folderOf);
    expect(new Set(folders).size).toBe(folders.length);
    // Not a counter or a clock: the folders share no long common prefix, and their digits spread.
    const sharedPrefix = (a: string, b: string) => [...a].findIndex((char, index) => char !== b[index]);
    for (let i = 1; i < folders.length; i++) expect(sharedPrefix(folders[i - 1], folders[i])).toBeLessThan(6);
    expect(new Set(folders.join('')).size).toBeGreaterThan(12);
    for (const stored of paths) expect((await read(stored)).body).toBe(PAYROLL);
  });

  it("finds nothing where JeecgBoot's name would have been, for any millisecond around the upload", async () => {
    const stored = await upload('payroll.xlsx', PAYROLL);
    const now = server.clock.now;
    for (let millis = now - 60; millis <= now + 60; millis++) {
      const response = await read(`temp/payroll_${millis}.xlsx`);
      expect(response.statusCode, String(millis)).toBe(404);
      expect(response.body).not.toContain(PAYROLL);
    }
    expect((await read('temp/payroll.xlsx')).statusCode).toBe(404);
    expect((await read(stored)).body).toBe(PAYROLL);
  });

  it('still serves a file stored under an earlier version’s name', async () => {
    const folder = path.join(server.dataDir, 'upload', 'temp');
    mkdirSync(folder, { recursive: true });
    writeFileSync(path.join(folder, 'contract_1700000000000.pdf'), '%PDF-1.4 old contract');
    const response = await read('temp/contract_1700000000000.pdf');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('%PDF-1.4 old contract');
  });

  it('keeps the file its own name, which lists show and downloads are saved under', async () => {
    const stored = await upload('工资表 三月.xlsx', PAYROLL);
    expect(path.basename(stored)).toBe('工资表_三月.xlsx');
    expect((await read(stored)).headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent('工资表_三月.xlsx')}`,
    );
    expect(readFileSync(path.join(server.dataDir, 'upload', stored), 'utf8')).toBe(PAYROLL);
  });
});

describe('no listing', () => {
  it('answers a folder, the random one included, as if nothing were there', async () => {
    const stored = await upload('payroll.xlsx', PAYROLL);
    const folder = stored.slice(0, stored.lastIndexOf('/'));
    for (const listing of [folder, 'temp']) {
      const response = await read(listing);
      expect(response.statusCode, listing).toBe(404);
      expect(response.json<Answer>()).toMatchObject({ success: false, message: filesMessages.notFound });
      expect(response.body).not.toContain('payroll');
    }
    for (const listing of [`${folder}/`, 'temp/']) {
      const response = await read(listing);
      expect(response.statusCode, listing).toBe(400);
      expect(response.body).not.toContain('payroll');
    }
  });
});

describe('served files stay out of shared caches', () => {
  it('answers Cache-Control: private, with nosniff', async () => {
    const response = await read(await upload('payroll.xlsx', PAYROLL));
    expect(response.statusCode).toBe(200);
    expect(response.headers).toMatchObject({ 'cache-control': 'private', 'x-content-type-options': 'nosniff' });
    expect(response.headers['content-disposition']).toMatch(/^attachment;/);
  });
});
