import fc from 'fast-check';
import { clientColumns, isClientTable } from '../../../server/db';
import {
  columnKindsOf,
  farmResources,
  partsOf,
  resourceByCode,
  resourceByPath,
  type ResourceSpec,
} from '../../../server/resources';

/**
 * The hostile values, bodies and headers `hostile-input.test.ts` sends to every route. Bodies are
 * built as JSON text, not through JSON.stringify of an object: a key `__proto__` stays a key, a key
 * may come twice, and a number may be a literal no double holds (`1e309` parses to Infinity).
 */

const deep = (levels: number): unknown => (levels === 0 ? 'x' : { a: deep(levels - 1) });

export const hostileText = fc.oneof(
  fc.constantFrom(
    '\ud800',
    'a\udc00b',
    '\udbff\ud800',
    '',
    ' ',
    '\t\n',
    '1e309',
    '1e999',
    'Infinity',
    '-Infinity',
    'NaN',
    '-0',
    '9007199254740993',
    '-9007199254740993',
    '0x10',
    '1,,2',
    '__proto__',
    'constructor',
    'prototype',
    "' or 1=1 --",
    '%',
    '_',
    '\u0000',
    '../../etc/passwd',
    '*',
    '!',
    '>= x',
    '#{sys_user_code}',
    'x'.repeat(5000),
    '长'.repeat(3000),
  ),
  fc.string({ unit: 'binary', maxLength: 12 }),
);

export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileText },
  // biome-ignore lint/correctness/noPrecisionLoss: a number beyond 2^53, whose digits JSON cannot keep, is the hostile value.
  fc.constantFrom(null, -0, -1, 0.5, 1e308, -1e308, 9_007_199_254_740_993, true, false),
  fc.constantFrom([], ['\ud800'], [null, 1e308], {}, { __proto__x: 1, constructor: 'x' }, deep(40), deep(100)),
  fc.array(hostileText, { maxLength: 3 }),
);

/** JSON number literals a client may send that no double (or no safe integer) holds as written. */
const rawNumber = fc.constantFrom(
  '1e309',
  '-1e309',
  '1E400',
  '1e-400',
  '-0',
  '123456789012345678901234567890',
  '9007199254740993',
  '0.1e1',
);

/** Keys a handler must never treat as its own: the prototype's, and Object's methods. */
const PROTOTYPE_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'valueOf',
  'hasOwnProperty',
  '__defineGetter__',
];

/** Field names many routes read, whatever their table. */
const COMMON_KEYS = [
  'id',
  'ids',
  'tenantId',
  'delFlag',
  'status',
  'createBy',
  'createTime',
  'updateBy',
  'sysOrgCode',
  'parentId',
  'pid',
  'username',
  'password',
  'code',
  'name',
  'selections',
];

/** A JSON object as text from key and value texts; a key may come twice, and `__proto__` is only a key. */
const objectText = (pairs: ReadonlyArray<readonly [string, string | undefined]>) =>
  `{${pairs
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => `${JSON.stringify(name)}:${value}`)
    .join(',')}}`;

/** Hostile JSON text: a value of `hostileValue`, a raw number literal, or an array or object of those. */
export function hostileJson(keys: readonly string[], ids: readonly string[]): fc.Arbitrary<string> {
  const leaf = fc.oneof(
    { weight: 4, arbitrary: hostileValue.map((value) => JSON.stringify(value) ?? 'null') },
    { weight: 1, arbitrary: rawNumber },
  );
  const key = fc.oneof(
    ...(keys.length ? [{ weight: 6, arbitrary: fc.constantFrom(...keys) }] : []),
    { weight: 2, arbitrary: fc.constantFrom(...COMMON_KEYS) },
    { weight: 1, arbitrary: fc.constantFrom(...PROTOTYPE_KEYS) },
    { weight: 1, arbitrary: hostileText },
  );
  const idValue = ids.length ? fc.constantFrom(...ids).map((id) => JSON.stringify(id)) : leaf;
  const { value } = fc.letrec<{ value: string; object: string }>((tie) => ({
    value: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      leaf,
      tie('object'),
      fc.array(tie('value'), { maxLength: 3 }).map((items) => `[${items.join(',')}]`),
    ),
    object: fc.array(fc.tuple(key, fc.oneof(tie('value'), idValue)), { maxLength: 6 }).map(objectText),
  }));
  const topObject = fc
    .array(fc.tuple(key, fc.oneof({ weight: 3, arbitrary: value }, idValue)), { minLength: 1, maxLength: 8 })
    .map(objectText);
  return fc.oneof({ weight: 4, arbitrary: topObject }, value);
}

/** Values every column can store, but no form would send: they pass the input hook and reach the handler's own checks and the write. */
const oddValue: fc.Arbitrary<string> = fc
  .constantFrom<unknown>(
    '',
    ' ',
    null,
    true,
    false,
    0,
    -1,
    -0,
    0.5,
    1e308,
    -1e308,
    9_007_199_254_740_991,
    [],
    {},
    ['a', 'b'],
    { a: 1 },
    [[[]]],
    'x'.repeat(5000),
    '长'.repeat(3000),
    '农场🚜',
    '2026-02-30',
    '9999-99-99',
    '2026-01-02T25:61:61',
    '1e309',
    '1e999',
    'Infinity',
    'NaN',
    '-Infinity',
    '9007199254740993',
    '-9007199254740993',
    '0x10',
    ' 7 ',
    '7abc',
    '__proto__',
    'constructor',
    "' or 1=1 --",
    '%',
    '_',
    '1,2,3',
    ',',
    'null',
    'undefined',
    '<script>alert(1)</script>',
    '\u0000',
  )
  .map((value) => JSON.stringify(value));

/** Mostly a value no column can hold as sent (the input hook refuses it), or a number literal no double holds as written. */
const unstorableValue = fc.oneof(
  hostileValue.map((value) => JSON.stringify(value) ?? 'null'),
  rawNumber,
);

const fieldValue = fc.oneof({ weight: 5, arbitrary: oddValue }, { weight: 1, arbitrary: unstorableValue });

const plausibleByKind = {
  text: fc.constantFrom('测试数据', 'A01', '1', '13800000000').map((text) => JSON.stringify(text)),
  number: fc.constantFrom('1', '7', '12.5'),
  date: fc.constant('"2026-01-02"'),
  datetime: fc.constant('"2026-01-02 03:04:05"'),
} as const;

/**
 * A record of a farm resource as its form would send it: a stored row (which passes every check
 * of the form, so the write is reached) or made-up values, with a field or a few swapped for odd or
 * hostile values, and now and then the parts' lists.
 */
export function plausibleRecord(
  resource: ResourceSpec,
  rows: ReadonlyArray<Record<string, unknown>>,
  depth = 0,
): fc.Arbitrary<string> {
  const madeUp = fc.tuple(
    ...resource.fields.map((spec) => plausibleByKind[spec.kind].map((value) => [spec.name, value] as const)),
  );
  const stored = rows.map((row) => Object.entries(row).map(([name, value]) => [name, JSON.stringify(value)] as const));
  const base = stored.length
    ? fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...stored) }, { weight: 1, arbitrary: madeUp })
    : madeUp;
  const swap = fc.tuple(fc.constantFrom(...resource.fields.map((spec) => spec.name)), fieldValue);
  const partLists =
    depth === 0
      ? fc.tuple(
          ...partsOf(resource).map((part) =>
            fc
              .option(fc.array(plausibleRecord(part, [], 1), { maxLength: 2 }), { freq: 3 })
              .map((list) => [`${part.path}List`, list ? `[${list.join(',')}]` : undefined] as const),
          ),
        )
      : fc.constant([] as Array<readonly [string, string | undefined]>);
  // Mostly one field swapped (the others pass, so the write is reached), sometimes none or a few.
  const swaps = fc.oneof(
    { weight: 4, arbitrary: swap.map((one) => [one]) },
    { weight: 2, arbitrary: fc.array(swap, { maxLength: 4 }) },
  );
  return fc.tuple(base, swaps, partLists).map(([pairs, swapped, lists]) => {
    const values = new Map<string, string | undefined>(pairs);
    for (const [name, value] of swapped) values.set(name, value);
    return objectText([...values, ...lists]);
  });
}

/** The farm resource a route works on: by its `:code` parameter (online forms) or its `/farm/<path>/` segment. */
export function resourceOf(url: string, params: Record<string, unknown>): ResourceSpec | undefined {
  if (typeof params.code === 'string' && url.includes('/online/')) return resourceByCode(params.code);
  const farmPath = /\/farm\/(\w+)\//.exec(url)?.[1];
  return farmPath ? resourceByPath(farmPath) : undefined;
}

/** The column names of the table a route works on, as far as its URL tells (`/sys/sysDepart/...` is sys_depart). */
export function columnNamesOf(url: string, params: Record<string, unknown>): string[] {
  const resource = resourceOf(url, params);
  if (resource)
    return [...Object.keys(columnKindsOf(resource)), ...partsOf(resource).map((part) => `${part.path}List`)];
  const segment = /\/sys\/(\w+)\//.exec(url)?.[1];
  if (!segment) return [];
  const table = `sys_${segment.replace(/^sys(?=[A-Z])/, '').replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`)}`;
  return isClientTable(table) ? Object.keys(clientColumns[table]) : [];
}

export const farmCodes = farmResources.map((resource) => resource.code);

/** Values a client could put in the `tenant-id` header, none of them a tenant id as sent. */
const hostileTenant = fc.constantFrom(
  'Infinity',
  '-Infinity',
  '1e999',
  '1e309',
  '-1',
  '0',
  'abc',
  'NaN',
  '',
  ' ',
  '1.5',
  '0x1',
  '1,2',
  '2 ',
  '9'.repeat(30),
  '9'.repeat(5000),
  // What a lone surrogate and other non-ASCII text arrive as: their bytes, read as Latin-1.
  '\u00ed\u00a0\u0080',
  '\u00ff\u00fe',
  '1\u00a0',
);

/** Tokens no session has: near misses, empty, huge, bytes. */
const garbageToken = (token: string) =>
  fc.constantFrom(
    '',
    ' ',
    'null',
    'undefined',
    `Bearer ${token}`,
    `${token}x`,
    token.slice(1),
    token.toUpperCase(),
    'x'.repeat(10_000),
    '\u00ed\u00a0\u0080',
    '%00',
    '1e309',
  );

/** Headers for one request: the session's token mostly, now and then garbage; sometimes a hostile tenant or signature. */
export function hostileHeaders(token: string): fc.Arbitrary<Record<string, string>> {
  return fc
    .record({
      token: fc.oneof({ weight: 8, arbitrary: fc.constant(token) }, { weight: 1, arbitrary: garbageToken(token) }),
      tenant: fc.option(hostileTenant, { freq: 3 }),
      timestamp: fc.option(fc.constantFrom('Infinity', '1e999', '-1', 'abc', '9'.repeat(40)), { freq: 8 }),
      sign: fc.option(fc.constantFrom('', 'x', '\u00ff'.repeat(64)), { freq: 8 }),
    })
    .map(({ token: sent, tenant, timestamp, sign }) => ({
      'X-Access-Token': sent,
      ...(tenant === null ? {} : { 'tenant-id': tenant }),
      ...(timestamp === null ? {} : { 'X-TIMESTAMP': timestamp }),
      ...(sign === null ? {} : { 'X-Sign': sign }),
    }));
}
