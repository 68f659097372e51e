import { cachesByHandle, TableCache } from '../../db/table-cache';
import { farmResources, type ResourceSpec } from '../../resources';

/** Every table some field references: a write to one may change a label. */
const REFERENCED_TABLES: ReadonlySet<string> = new Set(
  (farmResources as readonly ResourceSpec[]).flatMap((resource) =>
    resource.fields.flatMap((field) => (field.ref ? [field.ref] : [])),
  ),
);
/** Labels kept (one per tenant, table and id) before the cache starts over. */
const MAX_LABELS = 50_000;

/**
 * A cache of the labels of referenced rows (a driver's name beside an order's `driverId`), as
 * JeecgBoot caches its table-dictionary texts: every list answers `<field>_dictText` of its
 * referencing fields, and on PostgreSQL reading them was one more round trip per request. Kept
 * until a write touches a referenced table (the cache's write watch must be a plugin of `db`), or
 * `/sys/dict/refleshCache` for changes made outside the server.
 */
export function referenceLabelCache(): TableCache {
  return new TableCache(REFERENCED_TABLES, MAX_LABELS);
}

const labelCaches = cachesByHandle();
/** Makes `db` answer label reads from `cache` (`db` carries the cache's write watch). */
export const readReferenceLabelsThrough = labelCaches.readThrough;
/** The cache that serves label reads through `db`, if one was set; reads through another handle (a transaction) read the tables. */
export const referenceLabelCacheOf = labelCaches.of;
