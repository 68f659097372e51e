import type { FastifyInstance } from 'fastify';

/**
 * Fields a server stamps itself (audit columns, the deletion flag, the tenant and department a
 * row belongs to): dropped from every body before validation, even where a schema names them,
 * so no route can take one from a request by mistake.
 */
export const SERVER_OWNED_FIELDS: ReadonlySet<string> = new Set([
  'createBy',
  'createTime',
  'updateBy',
  'updateTime',
  'delFlag',
  'tenantId',
  'sysOrgCode',
]);

/** The part of a JSON schema this step reads. */
interface FieldsSchema {
  type?: unknown;
  properties?: Record<string, FieldsSchema>;
  patternProperties?: Record<string, unknown>;
  additionalProperties?: unknown;
  items?: unknown;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

function asSchema(value: unknown): FieldsSchema | undefined {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as FieldsSchema) : undefined;
}

/** Whether the schema lists its fields and takes no others: only then is a field it does not name unknown. */
function closedFields(schema: FieldsSchema): schema is FieldsSchema & { properties: Record<string, FieldsSchema> } {
  return schema.additionalProperties === false && asSchema(schema.properties) !== undefined;
}

/**
 * The value with the fields its schema does not declare left out, and server-owned ones too, in
 * the objects the schema describes field by field (nested objects and the items of lists as well).
 * Anything else is returned as it is, for the validator to judge.
 */
export function declaredFieldsOnly(
  value: unknown,
  schema: FieldsSchema | undefined,
  ignored: string[] = [],
  path = '',
): unknown {
  if (!schema) return value;
  if (Array.isArray(value)) {
    const items = asSchema(schema.items);
    return items ? value.map((item) => declaredFieldsOnly(item, items, ignored, path)) : value;
  }
  if (!isPlainObject(value) || !closedFields(schema)) return value;
  const patterns = Object.keys(schema.patternProperties ?? {}).map((pattern) => new RegExp(pattern, 'u'));
  const kept: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    // `__proto__` is never a field: kept, it would set the copy's prototype.
    const declared =
      key !== '__proto__' && (Object.hasOwn(schema.properties, key) || patterns.some((pattern) => pattern.test(key)));
    if (!declared || SERVER_OWNED_FIELDS.has(key)) {
      ignored.push(path + key);
      continue;
    }
    kept[key] = declaredFieldsOnly(item, asSchema(schema.properties[key]), ignored, `${path}${key}.`);
  }
  return kept;
}

/**
 * JeecgBoot's forms send back the whole record they loaded (its ids, audit columns, dictionary
 * texts, department names), and its backend binds what it knows and ignores the rest. So a body
 * keeps the fields its route declares and loses the others here, before validation, rather than
 * the validator dropping them everywhere: schemas still say `additionalProperties: false`, the
 * values of declared fields are still checked, and what is dropped is logged at debug level.
 */
export function registerDeclaredFields(api: FastifyInstance): void {
  api.addHook('preValidation', async (request) => {
    const schema = asSchema(request.routeOptions.schema?.body);
    if (!schema || !isPlainObject(request.body)) return;
    const ignored: string[] = [];
    const body = declaredFieldsOnly(request.body, schema, ignored);
    if (!ignored.length) return;
    request.log.debug({ ignoredFields: ignored.slice(0, 50) }, 'body fields the route does not take were ignored');
    request.body = body;
  });
}
