import type { Kysely } from 'kysely';
import type { Database } from '../../db';
import { ApiError, refused } from '../../http';
import { checkMessages } from '../../messages';
import { fillGenerator } from './fill-generators';

type JsonObject = Record<string, unknown>;

const isObject = (value: unknown): value is JsonObject =>
  Boolean(value) && typeof value === 'object' && !Array.isArray(value);

/** A rule's parameters: empty, or a JSON object (anything else is refused when saved). */
export function parseRuleParams(text: string | null | undefined): JsonObject {
  if (!text?.trim()) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw refused(checkMessages.fillRuleParams);
  }
  if (!isObject(parsed)) throw refused(checkMessages.fillRuleParams);
  return parsed;
}

export function asFormData(value: unknown): JsonObject {
  return isObject(value) ? value : {};
}

/**
 * Runs the fill rule coded `ruleCode` (undefined when there is none). A query parameter named
 * like one of the rule's parameters overrides it, as JeecgBoot lets a page pass e.g. `prefix`.
 */
export async function runFillRule(
  db: Kysely<Database>,
  now: number,
  ruleCode: string,
  formData: JsonObject,
  query: Readonly<Record<string, unknown>> = {},
): Promise<{ value: unknown } | undefined> {
  const rule = await db
    .selectFrom('sys_fill_rule')
    .select(['ruleClass', 'ruleParams'])
    .where('ruleCode', '=', ruleCode)
    .executeTakeFirst();
  if (!rule) return undefined;
  const generator = fillGenerator(rule.ruleClass);
  if (!generator) throw new ApiError(checkMessages.fillRuleClassUnknown(rule.ruleClass));
  const params = parseRuleParams(rule.ruleParams);
  for (const name of Object.keys(params)) {
    const given = query[name];
    if (typeof given === 'string' && given.trim()) params[name] = given.trim();
  }
  return { value: await generator({ db, now, params, formData }) };
}
