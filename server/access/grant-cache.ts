import type {
  Kysely,
  KyselyPlugin,
  OperationNode,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from 'kysely';
import type { Database } from '../db';
import { grantedButtonCodes, roleCodesOf } from './grants';

/** What a user holds, as the caller hook checks it. */
export interface UserGrants {
  roles: ReadonlySet<string>;
  buttons: ReadonlySet<string>;
}

/** Every table whose rows decide a user's roles and button codes. */
const GRANT_TABLES: ReadonlySet<string> = new Set([
  'sys_user',
  'sys_user_role',
  'sys_role',
  'sys_role_permission',
  'sys_permission',
  'sys_user_depart',
  'sys_depart',
  'sys_depart_role',
  'sys_depart_role_user',
  'sys_depart_role_permission',
]);
const WRITE_KINDS: ReadonlySet<string> = new Set([
  'InsertQueryNode',
  'UpdateQueryNode',
  'DeleteQueryNode',
  'MergeQueryNode',
]);
/** Beyond this many signed-in users the cache starts over rather than grow without end. */
const MAX_USERS = 5000;

function namesTable(node: unknown, found: (name: string) => boolean): boolean {
  if (!node || typeof node !== 'object') return false;
  if (Array.isArray(node)) return node.some((item) => namesTable(item, found));
  const record = node as Record<string, unknown> & Partial<OperationNode>;
  if (record.kind === 'IdentifierNode' && typeof record.name === 'string' && found(record.name)) return true;
  return Object.values(record).some((value) => namesTable(value, found));
}

/** A write that may change someone's grants: any write naming a grant table, and any raw statement that is not a plain read. */
export function changesGrants(node: RootOperationNode): boolean {
  if (node.kind === 'RawNode') return !/^\s*select\b/i.test(node.sqlFragments.join(''));
  return WRITE_KINDS.has(node.kind) && namesTable(node, (name) => GRANT_TABLES.has(name));
}

/**
 * The roles and button codes of each user, read once and kept until a write touches a grant
 * table: the caller hook then answers from memory instead of reading every code of the caller's
 * roles on each request. The write watch is a Kysely plugin, so every write through `app.db`
 * (routes, seeds, tests) empties the cache before it runs and again once it has run; a read that
 * was under way meanwhile is not kept. A removed grant or role takes effect on the next request.
 * Sessions and user status are not cached: `resolveSession` reads them on every request.
 */
export class GrantCache {
  private generation = 0;
  private readonly users = new Map<string, UserGrants>();
  private readonly grantWrites = new WeakSet<object>();
  /** Called once a write that may change grants has run (other instances are told to forget theirs). */
  afterGrantWrite: () => void = () => undefined;

  readonly writeWatch: KyselyPlugin = {
    transformQuery: ({ node, queryId }: PluginTransformQueryArgs): RootOperationNode => {
      if (changesGrants(node)) {
        this.grantWrites.add(queryId);
        this.forget();
      }
      return node;
    },
    transformResult: async ({ result, queryId }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> => {
      // A read that started while this write ran must not be kept either.
      if (this.grantWrites.has(queryId)) {
        this.forget();
        this.afterGrantWrite();
      }
      return result;
    },
  };

  /** Drops everything known; the next request of each user reads the database again. */
  forget(): void {
    this.generation += 1;
    this.users.clear();
  }

  async grantsOf(db: Kysely<Database>, userId: string): Promise<UserGrants> {
    const known = this.users.get(userId);
    if (known) return known;
    const startedAt = this.generation;
    const grants: UserGrants = { roles: await roleCodesOf(db, userId), buttons: await grantedButtonCodes(db, userId) };
    if (this.generation === startedAt) {
      if (this.users.size >= MAX_USERS) this.users.clear();
      this.users.set(userId, grants);
    }
    return grants;
  }
}
