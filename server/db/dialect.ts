import {
  type BinaryOperationNode,
  OperatorNode,
  PrimitiveValueListNode,
  ValueListNode,
  PostgresAdapter,
  PostgresQueryCompiler,
  sql,
  type Expression,
  type Kysely,
  type OperationNodeSource,
  type RawBuilder,
} from 'kysely';

/**
 * The few places where SQLite and PostgreSQL need different SQL. Everything else is the same
 * Kysely query on both; call sites use these pieces rather than testing the dialect themselves.
 */

export type DialectName = 'sqlite' | 'postgres';

/** Which database a Kysely instance (or a transaction of one) speaks to. */
export function dialectOf(db: Pick<Kysely<unknown>, 'getExecutor'>): DialectName {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}

/**
 * `like` in raw SQL (`sql\`${column} ${LIKE} ${pattern}\``): the operator as a node, so that each
 * dialect writes its own. SQLite's `like` (and JeecgBoot's MySQL collation) match ASCII letters of
 * either case; PostgreSQL's `like` is case-sensitive, so there it is written `ilike`.
 */
export const LIKE: OperationNodeSource = { toOperationNode: () => OperatorNode.create('like') };
export const NOT_LIKE: OperationNodeSource = { toOperationNode: () => OperatorNode.create('not like') };

const CASE_INSENSITIVE: Readonly<Record<string, string>> = { like: 'ilike', 'not like': 'not ilike' };

/** `x in ()` / `x not in ()`: no row matches / every row does, as SQLite reads an empty list. */
const EMPTY_LIST_TRUTH: Readonly<Record<string, string>> = { in: '1 = 0', 'not in': '1 = 1' };

function isEmptyList(node: BinaryOperationNode['rightOperand']): boolean {
  return (PrimitiveValueListNode.is(node) || ValueListNode.is(node)) && node.values.length === 0;
}

/**
 * PostgreSQL's compiler, writing what SQLite accepts and PostgreSQL does not: `like` (the
 * builder's `where(column, 'like', …)` and `LIKE`) as `ilike`, so that a search matches as on
 * SQLite, and a comparison with an empty list (`in ()`, a syntax error there) as its truth value.
 */
export class SqliteCompatibleCompiler extends PostgresQueryCompiler {
  protected override visitOperator(node: OperatorNode): void {
    const replacement = CASE_INSENSITIVE[node.operator];
    if (replacement) this.append(replacement);
    else super.visitOperator(node);
  }

  protected override visitBinaryOperation(node: BinaryOperationNode): void {
    const truth = OperatorNode.is(node.operator) ? EMPTY_LIST_TRUTH[node.operator.operator] : undefined;
    if (truth && isEmptyList(node.rightOperand)) this.append(truth);
    else super.visitBinaryOperation(node);
  }
}

/**
 * An expression as text. PostgreSQL neither concatenates nor `like`s a number without a cast
 * (SQLite converts by itself); the cast is the same SQL on both.
 */
export function asText(expression: Expression<unknown>): RawBuilder<string> {
  return sql<string>`cast(${expression} as text)`;
}

/**
 * `round(expression, digits)` on both: PostgreSQL rounds to decimal places only a `numeric`, and
 * its `double precision` columns (amounts, areas) would fail; the cast changes nothing on SQLite.
 */
export function roundTo(expression: Expression<unknown>, digits: number): RawBuilder<number> {
  return sql<number>`round(cast(${expression} as numeric), ${sql.lit(Math.trunc(digits))})`;
}
