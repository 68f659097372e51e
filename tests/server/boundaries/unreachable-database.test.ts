import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { buildServer } from '../../../server/app';
import { connectTimeoutMs } from '../../../server/db/connect-timeout';
import { freshDataDir } from '../support/test-server';

/*
 * A FARM_DATABASE_URL naming a PostgreSQL that is not there stops the start with one line naming
 * it (the password masked) and the reason, as an unreachable Redis does. None of the addresses
 * needs a cluster: nothing listens on port 1, the socket directory does not exist, and a listener
 * that takes connections and never answers stands for a host that drops packets.
 */

const REFUSED_PORT = 'postgresql://farm:secret-word@127.0.0.1:1/farm';
const MISSING_SOCKET = `postgresql://farm@${encodeURIComponent('/nonexistent/farm-socket')}/farm`;

describe('a PostgreSQL that cannot be reached at start', () => {
  // Straight through node: npx would add seconds to every start.
  const start = (databaseUrl: string) => {
    const dataDir = freshDataDir();
    try {
      return spawnSync(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
        env: { ...process.env, FARM_DATA_DIR: dataDir, FARM_DATABASE_URL: databaseUrl, PORT: '0' },
        encoding: 'utf8',
        timeout: 60_000,
      });
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  };

  it('stops the start with one line naming the address without its password, and exit code 1', () => {
    const result = start(REFUSED_PORT);
    expect(result.status, result.stderr).toBe(1);
    expect(result.stderr.trim()).toBe(
      'PostgreSQL at postgresql://farm:***@127.0.0.1:1/farm (FARM_DATABASE_URL) cannot be reached: connect ECONNREFUSED 127.0.0.1:1',
    );
    expect(result.stdout + result.stderr).not.toContain('secret-word');
  }, 70_000);

  it('names a missing Unix socket as the database, not as the data directory', async () => {
    const dataDir = freshDataDir();
    try {
      await expect(buildServer({ settings: { dataDir, databaseUrl: MISSING_SOCKET } })).rejects.toMatchObject({
        name: 'DatabaseStartError',
        message: expect.stringMatching(
          /^PostgreSQL at .+ \(FARM_DATABASE_URL\) cannot be reached: connect ENOENT \/nonexistent\/farm-socket\/\.s\.PGSQL\.5432$/,
        ),
      });
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it("gives up on a host that never answers after the address's connect_timeout, in one line", async () => {
    const silent = net.createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as net.AddressInfo;
    const dataDir = freshDataDir();
    try {
      const databaseUrl = `postgresql://farm:secret-word@127.0.0.1:${port}/farm?connect_timeout=1`;
      await expect(buildServer({ settings: { dataDir, databaseUrl } })).rejects.toMatchObject({
        name: 'DatabaseStartError',
        message: `PostgreSQL at postgresql://farm:***@127.0.0.1:${port}/farm?connect_timeout=1 (FARM_DATABASE_URL) cannot be reached: no answer within 1 s`,
      });
    } finally {
      silent.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('the time one connection may take to open', () => {
  it("is the address's connect_timeout in seconds, else 10 s", () => {
    expect(connectTimeoutMs('postgresql://farm@db/farm')).toBe(10_000);
    expect(connectTimeoutMs('postgresql://farm@db/farm?connect_timeout=3')).toBe(3_000);
    expect(connectTimeoutMs('postgresql://farm@db/farm?connect_timeout=0')).toBe(10_000);
    expect(connectTimeoutMs('postgresql://farm@db/farm?connect_timeout=soon')).toBe(10_000);
    expect(connectTimeoutMs('not an address')).toBe(10_000);
  });
});
