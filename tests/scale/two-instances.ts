import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ServerProcess } from '../e2e/server-process';
import { startRedis, type TestRedis } from '../server/redis/redis-server';
import { startPostgresCluster, type PostgresCluster } from '../server/support/postgres-cluster';
import { startInstanceProxy, type InstanceName, type InstanceProxy } from './instance-proxy';

/** The proxy's address is E2E_PORT, the instances the two ports after it. */
export const SCALE_PORT = Number(process.env.E2E_PORT ?? 3291);

/** Two server processes on one PostgreSQL database and one Redis, behind one address. */
export interface TwoInstances {
  proxy: InstanceProxy;
  instances: Readonly<Record<InstanceName, ServerProcess>>;
  /** `postgresql://` address of the database both instances share. */
  databaseUrl: string;
  stop(): Promise<void>;
}

/**
 * Starts the cluster, Redis, the first instance (which migrates and seeds the empty database),
 * then the second on the seeded database, and the proxy in front of both. Both mount one data
 * directory (uploads), as machines behind one address mount one volume.
 */
export async function startTwoInstances(): Promise<TwoInstances> {
  const cleanups: (() => Promise<void> | void)[] = [];
  const stop = async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  };
  try {
    const postgres: PostgresCluster = startPostgresCluster();
    cleanups.push(() => postgres.stop());
    const redis: TestRedis = await startRedis();
    cleanups.push(() => redis.stop());
    const dataDir = mkdtempSync(path.join(tmpdir(), 'farm-scale-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const databaseUrl = postgres.urlOf('postgres');
    const env = {
      FARM_DATABASE_URL: databaseUrl,
      FARM_REDIS_URL: redis.url,
      // The proxy says who the caller is in X-Forwarded-For, as a load balancer does.
      FARM_TRUST_PROXY: '1',
    };
    const instances = {
      first: new ServerProcess(SCALE_PORT + 1, dataDir, env),
      second: new ServerProcess(SCALE_PORT + 2, dataDir, env),
    };
    for (const instance of Object.values(instances)) {
      cleanups.push(() => instance.stop());
      await instance.start();
    }
    const proxy = await startInstanceProxy(SCALE_PORT, { first: instances.first.port, second: instances.second.port });
    cleanups.push(() => proxy.close());
    return { proxy, instances, databaseUrl, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
