import { readdirSync, rmSync } from 'node:fs';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { buildServer } from '../../../server/app';
import { readSettings } from '../../../server/config/settings';
import { freshDataDir } from '../support/test-server';

// FARM_CORS_ORIGINS is compared with the browser's Origin header by equality: a value in any
// other form would never match, so the server refuses to start with it and says which one.

describe('FARM_CORS_ORIGINS', () => {
  it('unset or empty: no origin is allowed', () => {
    expect(readSettings({}).corsOrigins).toEqual([]);
    expect(readSettings({ FARM_CORS_ORIGINS: ' ' }).corsOrigins).toEqual([]);
  });

  it('reads exact origins, comma-separated, spaces and empty entries ignored', () => {
    const origins = readSettings({
      FARM_CORS_ORIGINS: 'http://127.0.0.1:4001, https://portal.example.com,,http://[::1]:8080,',
    }).corsOrigins;
    expect(origins).toEqual(['http://127.0.0.1:4001', 'https://portal.example.com', 'http://[::1]:8080']);
  });

  it.each([
    ['any origin', '*', /"\*" is refused/],
    ['the opaque origin', 'null', /"null" is refused/],
    ['a host without scheme', 'portal.example.com', /"portal\.example\.com" is not an origin/],
    [
      'a trailing slash',
      'https://portal.example.com/',
      /"https:\/\/portal\.example\.com\/".*write "https:\/\/portal\.example\.com"/,
    ],
    [
      'a path',
      'https://portal.example.com/app',
      /"https:\/\/portal\.example\.com\/app".*write "https:\/\/portal\.example\.com"/,
    ],
    ['the default port', 'https://portal.example.com:443', /write "https:\/\/portal\.example\.com"/],
    ['upper case', 'HTTPS://Portal.Example.com', /write "https:\/\/portal\.example\.com"/],
    ['another scheme', 'ftp://files.example.com', /"ftp:\/\/files\.example\.com" is not an http or https origin/],
  ])('refuses %s, naming the value', (_case, value, message) => {
    expect(() => readSettings({ FARM_CORS_ORIGINS: `http://127.0.0.1:4001,${value}` })).toThrow(message);
    expect(() => readSettings({ FARM_CORS_ORIGINS: value })).toThrow(/^FARM_CORS_ORIGINS: /);
  });
});

describe('the server with a bad FARM_CORS_ORIGINS', () => {
  const before = process.env.FARM_CORS_ORIGINS;
  const dataDir = freshDataDir();
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  afterEach(() => {
    if (before === undefined) delete process.env.FARM_CORS_ORIGINS;
    else process.env.FARM_CORS_ORIGINS = before;
  });

  it('does not start', async () => {
    process.env.FARM_CORS_ORIGINS = 'https://portal.example.com/';
    await expect(buildServer({ settings: { dataDir } })).rejects.toThrow(
      /FARM_CORS_ORIGINS: "https:\/\/portal\.example\.com\/"/,
    );
    expect(readdirSync(dataDir)).toEqual([]);
  });

  it('nor with a bad list given in code, refused before the database opens', async () => {
    await expect(buildServer({ settings: { dataDir, corsOrigins: ['*'] } })).rejects.toThrow(/"\*" is refused/);
    expect(readdirSync(dataDir)).toEqual([]);
  });
});
