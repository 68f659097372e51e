import type { FastifyInstance } from 'fastify';
import { httpMessages } from '../messages';
import { malformed, refused } from './api-error';

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

/** Why a value cannot be kept as sent: its text is not text, or its number is out of every column's range. */
interface Unstorable {
  /** Text no encoding can carry, or nesting deeper than any request: the request cannot be read as one (HTTP 400). */
  malformed: boolean;
  message: string;
}

/**
 * The first value of a request part that cannot be stored as sent, with the field it sits in:
 * text holding a lone surrogate, or a number that is not finite or not a safe integer when
 * integral (the schema coerces "1e309" and "Infinity" to numbers no column can hold).
 */
export function unstorableValue(value: unknown, field: string, depth = 0): Unstorable | undefined {
  if (typeof value === 'string')
    return LONE_SURROGATE.test(value) ? { malformed: true, message: httpMessages.invalidText(field) } : undefined;
  if (typeof value === 'number') {
    if (!Number.isFinite(value) || (Number.isInteger(value) && !Number.isSafeInteger(value)))
      return { malformed: false, message: httpMessages.numberOutOfRange(field) };
    return undefined;
  }
  if (!isPlainContainer(value)) return undefined;
  if (depth >= MAX_DEPTH) return { malformed: true, message: httpMessages.nestedTooDeep(field) };
  for (const [key, item] of Object.entries(value)) {
    const name = Array.isArray(value) ? field : key;
    if (LONE_SURROGATE.test(key)) return { malformed: true, message: httpMessages.invalidText(field) };
    const refusal = unstorableValue(item, name, depth + 1);
    if (refusal) return refusal;
  }
  return undefined;
}

/**
 * Refuses a request whose parameters, query or body hold a value no column can keep as sent,
 * after the schema has coerced them and before any handler reads them: one check for every
 * route instead of one per field. A number out of range is a refused value (HTTP 200,
 * `success: false`, like a schema's `maximum`); text that is not valid UTF-16 cannot be read at
 * all (HTTP 400, like a body that does not parse).
 */
export function registerInputBoundaries(api: FastifyInstance): void {
  api.addHook('preHandler', async (request) => {
    for (const [part, value] of [
      ['params', request.params],
      ['query', request.query],
      ['body', request.body],
    ] as const) {
      const refusal = unstorableValue(value, part);
      if (refusal) throw refusal.malformed ? malformed(refusal.message) : refused(refusal.message);
    }
  });
}
