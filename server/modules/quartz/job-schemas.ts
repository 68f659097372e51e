/*
 * Bodies and parameters of `/sys/quartzJob/*`. The edit form sends back the record it read, so
 * its audit columns and `delFlag` are accepted and ignored; anything else is refused.
 */

const optionalText = (maxLength: number) => ({ type: ['string', 'null'], maxLength }) as const;

const jobFields = {
  id: optionalText(32),
  createBy: optionalText(64),
  createTime: optionalText(19),
  updateBy: optionalText(64),
  updateTime: optionalText(19),
  delFlag: { type: ['integer', 'null'] },
  jobClassName: { type: 'string', minLength: 1, maxLength: 255 },
  cronExpression: { type: 'string', minLength: 1, maxLength: 255 },
  parameter: optionalText(500),
  description: optionalText(500),
  /** 0 running, -1 paused. */
  status: { type: 'integer', enum: [0, -1] },
} as const;

export const jobBodySchemas = {
  add: {
    type: 'object',
    additionalProperties: false,
    required: ['jobClassName', 'cronExpression'],
    properties: jobFields,
  },
  edit: {
    type: 'object',
    additionalProperties: false,
    required: ['id'],
    properties: { ...jobFields, id: { type: 'string', minLength: 1, maxLength: 32 } },
  },
} as const;

export interface JobBody {
  id?: string | null;
  jobClassName?: string;
  cronExpression?: string;
  parameter?: string | null;
  description?: string | null;
  status?: 0 | -1;
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
