import {
  CamelCasePlugin,
  Kysely,
  PostgresDialect,
  type PostgresCursor,
  type PostgresPool,
  type PostgresPoolClient,
  type PostgresQueryResult,
  type QueryCompiler,
} from 'kysely';
import pg from 'pg';
import { connectTimeoutMs } from './connect-timeout';
import { SqliteCompatibleCompiler } from './dialect';
import { preparedStatementName } from './prepared-query';
import type { Database } from './schema';

/** PostgreSQL's type ids whose text node-postgres leaves as a string by default. */
const INT8_OID = 20;
const NUMERIC_OID = 1700;

/** Connections each server instance keeps; several instances share one database. */
const POOL_SIZE = 10;

/**
 * The pool's connections, each giving up on a connection that does not open within `timeoutMs`.
 * Set on the connections, not the pool: the pool's own option would also fail requests waiting
 * for a busy pool's free connection.
 */
function timedClient(timeoutMs: number): typeof pg.Client {
  return class TimedClient extends pg.Client {
    constructor(config: pg.ClientConfig = {}) {
      super({ ...config, connectionTimeoutMillis: timeoutMs });
    }
  };
}

/**
 * `count(*)` and `sum()` of integers are int8 (bigint) on PostgreSQL and `avg()` is numeric: the
 * driver hands them over as text so that no precision is lost. Our counts, sums and averages
 * are far below 2^53 and SQLite answers them as numbers, so both dialects give routes a number.
 */
const numberTypes: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
    if (oid === INT8_OID || oid === NUMERIC_OID) return (text: string) => Number(text);
    return format === 'binary' ? pg.types.getTypeParser(oid, 'binary') : pg.types.getTypeParser(oid, 'text');
  }) as pg.CustomTypesConfig['getTypeParser'],
};

/**
 * A pooled connection as Kysely takes it, running a prepared query's statement by its name
 * (`prepared-query.ts`): the driver then parses and plans it once per connection. Every other
 * statement goes as Kysely sends it, parsed and planned for its values.
 */
class PreparingClient implements PostgresPoolClient {
  constructor(private readonly client: pg.PoolClient) {}

  query<R>(sql: string, parameters: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>>;
  query<R>(cursor: PostgresCursor<R>): PostgresCursor<R>;
  query<R>(
    sql: string | PostgresCursor<R>,
    parameters: ReadonlyArray<unknown> = [],
  ): Promise<PostgresQueryResult<R>> | PostgresCursor<R> {
    // Kysely passes a cursor only to stream, which this dialect is not configured for.
    if (typeof sql !== 'string') throw new Error('streaming is not configured');
    const name = preparedStatementName(sql);
    // Text and values as Kysely sends them otherwise: the driver copies a query given as an object.
    const answer = name
      ? this.client.query({ text: sql, values: [...parameters], name })
      : this.client.query(sql, [...parameters]);
    return answer as unknown as Promise<PostgresQueryResult<R>>;
  }

  release(): void {
    this.client.release();
  }
}

/** The pool as Kysely takes it: the same wrapper for the same connection, as Kysely keeps its state by it. */
function preparingPool(pool: pg.Pool): PostgresPool {
  const clients = new WeakMap<pg.PoolClient, PreparingClient>();
  return {
    async connect() {
      const client = await pool.connect();
      let wrapped = clients.get(client);
      if (!wrapped) {
        wrapped = new PreparingClient(client);
        clients.set(client, wrapped);
      }
      return wrapped;
    },
    end: () => pool.end(),
  };
}

/** Opens a pool on the PostgreSQL database the URL names; the schema is made by the migrations. */
export function openPostgresDatabase(url: string): Kysely<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: POOL_SIZE,
    types: numberTypes,
    Client: timedClient(connectTimeoutMs(url)),
  });
  // An idle connection the server drops (restart, failover) must not crash the process: the next
  // query takes a new connection, and a query that failed answers the request with its error.
  pool.on('error', () => undefined);
  return new Kysely<Database>({
    dialect: new FarmPostgresDialect({ pool: preparingPool(pool) }),
    plugins: [new CamelCasePlugin()],
  });
}

/** Kysely's PostgreSQL dialect, writing what SQLite accepts in PostgreSQL's terms (dialect.ts). */
class FarmPostgresDialect extends PostgresDialect {
  override createQueryCompiler(): QueryCompiler {
    return new SqliteCompatibleCompiler();
  }
}
