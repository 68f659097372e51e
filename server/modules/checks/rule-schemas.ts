/*
 * Bodies of the check-rule and fill-rule forms. Edit forms send back the record they read, so
 * its audit columns are accepted and ignored; anything else is refused.
 */

const optionalText = (maxLength: number) => ({ type: ['string', 'null'], maxLength }) as const;

const audit = {
  createBy: optionalText(64),
  createTime: optionalText(19),
  updateBy: optionalText(64),
  updateTime: optionalText(19),
} as const;

/** Rule codes are looked up by clients in URLs: letters, digits and underscore. */
const ruleCommon = {
  ...audit,
  id: optionalText(32),
  ruleName: { type: 'string', minLength: 1, maxLength: 100 },
  ruleCode: { type: 'string', minLength: 1, maxLength: 100, pattern: '^[A-Za-z0-9_]+$' },
} as const;

function bodySchemas<P extends Record<string, unknown>>(properties: P, required: readonly string[]) {
  return {
    add: {
      type: 'object',
      additionalProperties: false,
      required: ['ruleName', 'ruleCode', ...required],
      properties: { ...ruleCommon, ...properties },
    },
    edit: {
      type: 'object',
      additionalProperties: false,
      required: ['id'],
      properties: { ...ruleCommon, ...properties, id: { type: 'string', minLength: 1, maxLength: 32 } },
    },
  } as const;
}

export const checkRuleSchemas = bodySchemas(
  { ruleJson: { type: 'string', minLength: 1, maxLength: 20_000 }, ruleDescription: optionalText(200) },
  ['ruleJson'],
);
export const fillRuleSchemas = bodySchemas(
  { ruleClass: { type: 'string', minLength: 1, maxLength: 100 }, ruleParams: optionalText(500) },
  ['ruleClass'],
);

export interface CheckRuleBody {
  id?: string | null;
  ruleName?: string;
  ruleCode?: string;
  ruleJson?: string;
  ruleDescription?: string | null;
}

export interface FillRuleBody {
  id?: string | null;
  ruleName?: string;
  ruleCode?: string;
  ruleClass?: string;
  ruleParams?: string | null;
}

export const idQuery = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', minLength: 1, maxLength: 32 } },
} as const;
export const idsQuery = {
  type: 'object',
  required: ['ids'],
  properties: { ids: { type: 'string', maxLength: 10_000 } },
} as const;
