import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';

/** Debian's PostgreSQL binaries (`.ci/run` installs the `postgresql` package when they are missing). */
function postgresBinDir(): string {
  if (process.env.FARM_PG_BIN) return process.env.FARM_PG_BIN;
  const versions = ['17', '16', '15', '14', '13'];
  const found = versions.map((v) => `/usr/lib/postgresql/${v}/bin`).find((dir) => existsSync(path.join(dir, 'initdb')));
  if (!found) throw new Error('PostgreSQL is not installed: apt-get install postgresql (or set FARM_PG_BIN)');
  return found;
}

/** PostgreSQL refuses to run as root: as root the cluster belongs to the `postgres` account. */
const RUN_AS_POSTGRES = userInfo().uid === 0;

function runTool(bin: string, tool: string, args: string[]): void {
  const program = path.join(bin, tool);
  if (RUN_AS_POSTGRES) execFileSync('runuser', ['-u', 'postgres', '--', program, ...args], { stdio: 'pipe' });
  else execFileSync(program, args, { stdio: 'pipe' });
}

/** A throwaway PostgreSQL cluster listening only on a Unix socket in its own directory. */
export interface PostgresCluster {
  /** `postgresql://` address of a database of this cluster, as the server's FARM_DATABASE_URL takes it. */
  urlOf(database: string): string;
  stop(): void;
}

/**
 * Starts a cluster made for tests: durability off (fsync, synchronous commit, full pages) unless
 * `durable`, the C locale so text sorts by bytes as SQLite does, trust authentication on a socket
 * nobody else reaches. The directory (data and socket) is removed by `stop()`.
 */
export function startPostgresCluster({ durable = false }: { durable?: boolean } = {}): PostgresCluster {
  const bin = postgresBinDir();
  const root = mkdtempSync(path.join(tmpdir(), 'farm-pg-'));
  if (RUN_AS_POSTGRES) {
    const postgres = execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim();
    const group = execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim();
    chownSync(root, Number(postgres), Number(group));
  }
  const dataDir = path.join(root, 'data');
  runTool(bin, 'initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '--locale=C', '--encoding=UTF8', '-N']);
  const options = [
    `-k ${root}`,
    "-c listen_addresses=''",
    // A benchmark measures PostgreSQL as an operator runs it (`durable`): every commit on disk.
    ...(durable ? [] : ['-c fsync=off', '-c synchronous_commit=off', '-c full_page_writes=off']),
    '-c max_connections=300',
    '-c shared_buffers=64MB',
  ].join(' ');
  runTool(bin, 'pg_ctl', [
    'start',
    '-w',
    '-t',
    '120',
    '-D',
    dataDir,
    '-l',
    path.join(root, 'server.log'),
    '-o',
    options,
  ]);
  const socketHost = encodeURIComponent(root);
  return {
    urlOf: (database) => `postgresql://postgres@${socketHost}/${database}`,
    stop() {
      try {
        runTool(bin, 'pg_ctl', ['stop', '-m', 'immediate', '-D', dataDir]);
      } finally {
        rmSync(root, { recursive: true, force: true });
      }
    },
  };
}
