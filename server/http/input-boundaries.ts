import type { FastifyInstance } from 'fastify';
import { httpMessages } from '../messages';
import { badRequest } from './api-error';

/** A lone high or low surrogate: JavaScript keeps it, SQLite stores it as U+FFFD, so it is never what was sent. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Deeper than any request the console sends; a deeper one is refused rather than walked. */
const MAX_DEPTH = 64;

function isPlainContainer(value: unknown): value is Record<string, unknown> | unknown[] {
  if (Array.isArray(value)) return true;
  if (value === null || typeof value !== 'object') return false;
  // Parsed query strings and route parameters are objects over a prototype-less prototype.
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null || Object.getPrototypeOf(prototype) === null;
}

/**
 * The first value of a request part that cannot be stored as sent, with the field it sits in:
 * text holding a lone surrogate, or a number that is not finite or not a safe integer when
 * integral (the schema coerces "1e309" and "Infinity" to numbers no column can hold).
 */
export function unstorableValue(value: unknown, field: string, depth = 0): string | undefined {
  if (typeof value === 'string') return LONE_SURROGATE.test(value) ? httpMessages.invalidText(field) : undefined;
  if (typeof value === 'number') {
    if (!Number.isFinite(value) || (Number.isInteger(value) && !Number.isSafeInteger(value))) return httpMessages.numberOutOfRange(field);
    return undefined;
  }
  if (!isPlainContainer(value)) return undefined;
  if (depth >= MAX_DEPTH) return httpMessages.nestedTooDeep(field);
  for (const [key, item] of Object.entries(value)) {
    const name = Array.isArray(value) ? field : key;
    if (LONE_SURROGATE.test(key)) return httpMessages.invalidText(field);
    const refused = unstorableValue(item, name, depth + 1);
    if (refused) return refused;
  }
  return undefined;
}

/**
 * Refuses (HTTP 400) a request whose parameters, query or body hold a value no column can keep as
 * sent, after the schema has coerced them and before any handler reads them: one check for every
 * route instead of one per field.
 */
export function registerInputBoundaries(api: FastifyInstance): void {
  api.addHook('preHandler', async (request) => {
    for (const [part, value] of [['params', request.params], ['query', request.query], ['body', request.body]] as const) {
      const refused = unstorableValue(value, part);
      if (refused) throw badRequest(refused);
    }
  });
}
