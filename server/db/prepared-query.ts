import type { Compilable, CompiledQuery, Kysely } from 'kysely';

/** The SQL of each prepared query (on any database) and the name PostgreSQL keeps it under. */
const statementNames = new Map<string, string>();

/** The name PostgreSQL keeps this statement prepared under on each connection, if it is a prepared query's. */
export function preparedStatementName(sql: string): string | undefined {
  return statementNames.get(sql);
}

/** Where a value goes in the compiled parameters: the index of a run's value, or a constant of the query. */
type Slot = { value: number } | { constant: unknown };

interface Compiled<R> {
  query: CompiledQuery<R>;
  slots: Slot[];
}

/**
 * A query that runs on every request and whose SQL never changes, only its values: built and
 * compiled once per database handle, then run with each call's values. Kysely builds, transforms
 * and compiles a query anew every time (some 40 µs of the event loop's time); on PostgreSQL each
 * pooled connection also keeps it prepared, parsed and planned once (`postgres.ts`), where
 * planning the session lookup's join took longer than running it.
 *
 * Only for queries whose best plan no value changes (a lookup by a unique key): PostgreSQL plans a
 * prepared statement once for every value, and a list's values decide its plan (one province has
 * a hundred times the orders of another). `build` may use its values only as bound values (a
 * comparison's operand), never look at them or spread them.
 */
export function preparedQuery<DB, V extends unknown[], R>(
  build: (db: Kysely<DB>, ...values: V) => Compilable<R>,
): (db: Kysely<DB>, ...values: V) => Promise<R[]> {
  const compiled = new WeakMap<Kysely<DB>, Compiled<R>>();
  const compileFor = (db: Kysely<DB>, arity: number): Compiled<R> => {
    const markers = Array.from({ length: arity }, () => ({}));
    const query = build(db, ...(markers as V)).compile();
    const slots = query.parameters.map((parameter): Slot => {
      const value = markers.indexOf(parameter as object);
      return value >= 0 ? { value } : { constant: parameter };
    });
    if (!statementNames.has(query.sql)) statementNames.set(query.sql, `farm_prepared_${statementNames.size + 1}`);
    return { query, slots };
  };
  return async (db, ...values) => {
    let known = compiled.get(db);
    if (!known) {
      known = compileFor(db, values.length);
      compiled.set(db, known);
    }
    const parameters = known.slots.map((slot) => ('value' in slot ? values[slot.value] : slot.constant));
    return (await db.executeQuery<R>({ ...known.query, parameters })).rows;
  };
}
