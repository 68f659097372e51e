import { MAX_PAGE_SIZE } from '../../../query';
import { TREE_ROOT, type ResourceSpec } from '../../../resources';

type Query = Record<string, unknown>;

/**
 * Parameters JeecgBoot's online lists add for their own bookkeeping, which filter nothing: the
 * ERP list's table kind (`tabletype`), its part export's flag (`exportSingleOnly`), the tree
 * list's batch flag (`batchFlag`, read by getTreeData before this).
 */
const CLIENT_FLAGS = ['tabletype', 'exportSingleOnly', 'batchFlag'];

/** JeecgBoot's online list asks for every row with this page size when paging is off. */
const WITHOUT_PAGING = '-521';

const snakeCase = (name: string) => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

function text(value: unknown): string {
  return Array.isArray(value)
    ? value.map(String).join(',')
    : value === undefined || value === null
      ? ''
      : String(value);
}

/**
 * A list query of the online-form API as our list conventions read it: the client's own flags
 * dropped, paging off (`pageSize=-521`) served as the largest page, and a sort by `id` read as
 * JeecgBoot means it. Its ids grow with time (snowflake), so the online lists' default
 * `column=id` shows the newest rows first; ours are random, so it is a sort by creation time
 * (the id still breaks ties).
 */
export function onlineListQuery(query: Query): Query {
  const rest: Query = Object.fromEntries(Object.entries(query).filter(([name]) => !CLIENT_FLAGS.includes(name)));
  if (text(rest.pageSize) === WITHOUT_PAGING) rest.pageSize = String(MAX_PAGE_SIZE);
  if (text(rest.column).trim() === 'id') rest.column = 'createTime';
  return rest;
}

/**
 * `getTreeData/{code}` as JeecgBoot's tree list calls it: one level at a time. Without a query
 * (`hasQuery` not 'true') and without a parent, the top rows; with `<pid>=<id>`, that row's
 * children. The `has_child` value the client sends along when it expands a row is the parent's,
 * not a filter. `batchFlag=true` (reloading the expanded rows: their ids in an advanced-query
 * `pid in` condition) answers every matching row, unpaged.
 */
export function treeLevelQuery(resource: ResourceSpec, query: Query): Query {
  const tree = resource.tree;
  if (!tree) return onlineListQuery(query);
  const ignored = new Set([tree.hasChildField, snakeCase(tree.hasChildField)]);
  const rest: Query = Object.fromEntries(Object.entries(query).filter(([name]) => !ignored.has(name)));
  if (text(query.batchFlag) === 'true')
    return onlineListQuery({ ...rest, pageNo: '1', pageSize: String(MAX_PAGE_SIZE) });
  if (text(query.hasQuery) === 'true') return onlineListQuery(rest);
  const parentGiven = [tree.pidField, snakeCase(tree.pidField)].some((name) => text(rest[name]).trim() !== '');
  return onlineListQuery(parentGiven ? rest : { ...rest, [tree.pidField]: TREE_ROOT });
}
