/**
 * An edit changes only the fields the form sent, as JeecgBoot's updates do (they skip what is
 * absent): a client that sends part of a record does not blank the rest. `sourceOf` names the
 * body field of a column where the two differ ('isRoute' comes from 'route').
 */
export function sentFieldsOnly<T extends Record<string, unknown>>(
  columns: T,
  body: object,
  sourceOf: Readonly<Record<string, string>> = {},
): Partial<T> {
  const sent = body as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries(columns).filter(([column]) => sent[sourceOf[column] ?? column] !== undefined),
  ) as Partial<T>;
}
