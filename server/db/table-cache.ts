import type {
  KyselyPlugin,
  OperationNode,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from 'kysely';

const WRITE_KINDS: ReadonlySet<string> = new Set([
  'InsertQueryNode',
  'UpdateQueryNode',
  'DeleteQueryNode',
  'MergeQueryNode',
]);

function namesTable(node: unknown, found: (name: string) => boolean): boolean {
  if (!node || typeof node !== 'object') return false;
  if (Array.isArray(node)) return node.some((item) => namesTable(item, found));
  const record = node as Record<string, unknown> & Partial<OperationNode>;
  if (record.kind === 'IdentifierNode' && typeof record.name === 'string' && found(record.name)) return true;
  return Object.values(record).some((value) => namesTable(value, found));
}

/**
 * A write's parts but an insert's values: what a bulk insert of thousands of rows adds is walked
 * no further than its target. A subquery elsewhere (a delete narrowed by a grant table) still counts.
 */
function partsToWalk(node: RootOperationNode): unknown {
  if (node.kind !== 'InsertQueryNode') return node;
  const { values: _values, ...rest } = node;
  return rest;
}

/** A write that may change what some tables hold: any write naming one, and any raw statement that is not a plain read. */
export function changesTables(node: RootOperationNode, tables: ReadonlySet<string>): boolean {
  if (node.kind === 'RawNode') return !/^\s*select\b/i.test(node.sqlFragments.join(''));
  return WRITE_KINDS.has(node.kind) && namesTable(partsToWalk(node), (name) => tables.has(name));
}

/**
 * Values read from a few tables, kept in memory until a write touches one of them. The write
 * watch is a Kysely plugin, so every write through `app.db` (routes, seeds, tests) empties the
 * cache before it runs and again once it has run; a read that was under way meanwhile is not
 * kept. `afterWrite` lets other instances be told (shared-state/table-changes.ts).
 */
export class TableCache {
  private generation = 0;
  private readonly values = new Map<string, unknown>();
  private readonly writes = new WeakSet<object>();
  /** Called once a write that touched the tables has run. */
  afterWrite: () => void = () => undefined;

  /** `maxEntries`: beyond it the cache starts over rather than grow without end. */
  constructor(
    private readonly tables: ReadonlySet<string>,
    private readonly maxEntries: number,
  ) {}

  readonly writeWatch: KyselyPlugin = {
    transformQuery: ({ node, queryId }: PluginTransformQueryArgs): RootOperationNode => {
      if (changesTables(node, this.tables)) {
        this.writes.add(queryId);
        this.forget();
      }
      return node;
    },
    transformResult: async ({ result, queryId }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> => {
      // A read that started while this write ran must not be kept either.
      if (this.writes.has(queryId)) {
        this.forget();
        this.afterWrite();
      }
      return result;
    },
  };

  /** Drops everything known; the next use of each value reads the database again. */
  forget(): void {
    this.generation += 1;
    this.values.clear();
  }

  /** Forgets here and tells the other instances to (`afterWrite`): for changes made outside `app.db`. */
  refresh(): void {
    this.forget();
    this.afterWrite();
  }

  /** The value under `key`, read once by `read` and kept until the tables change. */
  async remember<T>(key: string, read: () => Promise<T>): Promise<T> {
    if (this.values.has(key)) return this.values.get(key) as T;
    const startedAt = this.generation;
    const value = await read();
    if (this.generation === startedAt) this.keep(key, value);
    return value;
  }

  /**
   * The values of several keys (`prefix` + each name) at once: the names not kept are read
   * together, by one call of `read`, and kept unless the tables changed meanwhile. Answers by name;
   * a name `read` does not answer is neither answered nor kept.
   */
  async rememberMany<T>(
    prefix: string,
    names: readonly string[],
    read: (missing: readonly string[]) => Promise<ReadonlyMap<string, T>>,
  ): Promise<Map<string, T>> {
    const found = new Map<string, T>();
    const missing: string[] = [];
    for (const name of names) {
      const key = prefix + name;
      if (this.values.has(key)) found.set(name, this.values.get(key) as T);
      else missing.push(name);
    }
    if (!missing.length) return found;
    const startedAt = this.generation;
    const answers = await read(missing);
    const unchanged = this.generation === startedAt;
    for (const [name, value] of answers) {
      found.set(name, value);
      if (unchanged) this.keep(prefix + name, value);
    }
    return found;
  }

  private keep(key: string, value: unknown): void {
    // Starting over beats tracking use: the values are cheap to read again.
    if (this.values.size >= this.maxEntries) this.values.clear();
    this.values.set(key, value);
  }
}

/**
 * Which cache of a kind serves the reads through which database handle (`app.db`, which carries
 * the cache's write watch). Reads through another handle (a transaction, a test's own) find none
 * and read the tables.
 */
export function cachesByHandle(): {
  readThrough: (db: object, cache: TableCache) => void;
  of: (db: object) => TableCache | undefined;
} {
  const caches = new WeakMap<object, TableCache>();
  return {
    readThrough: (db, cache) => {
      caches.set(db, cache);
    },
    of: (db) => caches.get(db),
  };
}
