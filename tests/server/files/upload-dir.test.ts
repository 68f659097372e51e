import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSettings } from '../../../server/config/settings';
import { startServer, type Answer, type TestServer } from '../support/test-server';
import { multipartForm, TINY_PNG } from './multipart-form';

/*
 * FARM_UPLOAD_DIR: instances that each keep their own data directory mount one directory for
 * uploaded files. Two servers here, each on its own data directory (and its own database), one
 * upload directory: what one stores, the other serves.
 */
let uploadDir: string;
let first: TestServer;
let second: TestServer;

beforeAll(async () => {
  uploadDir = mkdtempSync(path.join(tmpdir(), 'farm-shared-upload-'));
  first = await startServer({ uploadDir });
  second = await startServer({ uploadDir });
});

afterAll(async () => {
  await first?.close();
  await second?.close();
  rmSync(uploadDir, { recursive: true, force: true });
});

describe('FARM_UPLOAD_DIR', () => {
  it('is read from the environment, resolved; unset or blank leaves uploads in the data directory', () => {
    expect(readSettings({ FARM_UPLOAD_DIR: 'shared/files' }).uploadDir).toBe(path.resolve('shared/files'));
    expect(readSettings({ FARM_UPLOAD_DIR: '/srv/farm/upload' }).uploadDir).toBe('/srv/farm/upload');
    expect(readSettings({ FARM_UPLOAD_DIR: ' ' }).uploadDir).toBeUndefined();
    expect(readSettings({}).uploadDir).toBeUndefined();
  });

  it('stores an upload there, not in the data directory, and another instance serves it from there', async () => {
    expect(first.dataDir).not.toBe(second.dataDir);
    const { payload, headers } = multipartForm([
      { field: 'biz', value: 'docs' },
      { field: 'file', fileName: 'seeder.png', content: TINY_PNG },
    ]);
    const token = await first.login('wujiu');
    const uploaded = (await first.call({ method: 'POST', url: '/sys/common/upload', token, headers, payload })).json<
      Answer<string>
    >();
    expect(uploaded.success).toBe(true);
    const stored = uploaded.message;

    expect(readFileSync(path.join(uploadDir, ...stored.split('/'))).equals(TINY_PNG)).toBe(true);
    expect(existsSync(path.join(first.dataDir, 'upload', ...stored.split('/')))).toBe(false);
    // The file arrived inside the shared directory (one file system: it is linked into place) and left nothing there.
    expect(readdirSync(path.join(uploadDir, '.incoming'))).toEqual([]);

    const served = await second.call({ method: 'GET', url: `/sys/common/static/${stored}` });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(TINY_PNG)).toBe(true);
  });

  it('never serves the folder files arrive in', async () => {
    const served = await second.call({ method: 'GET', url: '/sys/common/static/.incoming/anything.png' });
    expect(served.statusCode).toBe(400);
  });
});
