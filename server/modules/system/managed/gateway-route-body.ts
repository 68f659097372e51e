import { refused } from '../../../http';
import { systemMessages } from '../../../messages';

/** What the gateway route form sends; predicates and filters as arrays (or their JSON text). */
export interface GatewayRouteBody {
  id?: string;
  routerId: string;
  name: string;
  uri: string;
  predicates?: unknown;
  filters?: unknown;
  retryable?: number | null;
  stripPrefix?: number | null;
  persistable?: number | null;
  showApi?: number | null;
  status?: number | null;
}

// The validator turns true/false into 1/0.
const flag = { type: ['integer', 'null'] } as const;
/**
 * Spring Cloud Gateway's definitions (`[{ name, args }]`, or their JSON text) are checked by
 * `definitionText`, not by the schema: a type union here would let the validator coerce them.
 */
const definitions = {} as const;
const MAX_DEFINITIONS = 50;
const MAX_DEFINITION_TEXT = 20_000;

const properties = {
  routerId: { type: 'string', pattern: '^[A-Za-z0-9_.\\-]{1,50}$' },
  name: { type: 'string', minLength: 1, maxLength: 100 },
  // Where the gateway forwards: an address or a load-balanced service ('lb://name').
  uri: { type: 'string', maxLength: 255, pattern: '^(https?|wss?|lb)://[^\\s]+$' },
  predicates: definitions,
  filters: definitions,
  retryable: flag,
  stripPrefix: flag,
  persistable: flag,
  showApi: flag,
  status: flag,
} as const;

export const gatewayAddSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['routerId', 'name', 'uri'],
  properties,
} as const;
export const gatewayEditSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'routerId', 'name', 'uri'],
  properties: { id: { type: 'string', minLength: 1, maxLength: 64 }, ...properties },
} as const;

/** The definitions as stored JSON text; a string must hold a JSON array of `{ name, ... }`. */
function definitionText(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  let parsed = value;
  if (typeof value === 'string') {
    try {
      parsed = JSON.parse(value);
    } catch {
      throw refused(systemMessages.gatewayDefinitions);
    }
  }
  const valid =
    Array.isArray(parsed) &&
    parsed.length <= MAX_DEFINITIONS &&
    parsed.every((item) => item && typeof item === 'object' && typeof (item as { name?: unknown }).name === 'string');
  const text = JSON.stringify(parsed);
  if (!valid || text.length > MAX_DEFINITION_TEXT) throw refused(systemMessages.gatewayDefinitions);
  return text;
}

const asFlag = (value: number | null | undefined, fallback: 0 | 1) =>
  value === null || value === undefined ? fallback : value ? 1 : 0;

export function gatewayColumns(body: GatewayRouteBody) {
  return {
    routerId: body.routerId,
    name: body.name.trim(),
    uri: body.uri,
    predicates: definitionText(body.predicates),
    filters: definitionText(body.filters),
    retryable: asFlag(body.retryable, 0),
    stripPrefix: asFlag(body.stripPrefix, 0),
    persistable: asFlag(body.persistable, 0),
    showApi: asFlag(body.showApi, 1),
    status: asFlag(body.status, 1),
  };
}

/** A stored route as clients read it: the definitions parsed back into arrays. */
export function gatewayRecord<T extends { predicates: string | null; filters: string | null }>(row: T) {
  const parse = (text: string | null): unknown[] => (text ? (JSON.parse(text) as unknown[]) : []);
  return { ...row, predicates: parse(row.predicates), filters: parse(row.filters) };
}
