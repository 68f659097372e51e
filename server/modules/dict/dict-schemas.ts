/*
 * Bodies of the dictionary and dictionary-item forms. Edit forms send back the whole record
 * they read from the list: its audit columns, deletion flag and texts are not declared here and
 * are left out before validation (http/declared-fields.ts), never written.
 */

const optionalText = (maxLength: number) => ({ type: ['string', 'null'], maxLength }) as const;

/** The id a form sends back; an add ignores it (the server names the new row). */
const formId = { id: optionalText(32) } as const;

/** A code names the dictionary in `dictCode` props: no commas (those mean a table dictionary). */
export const DICT_CODE_PATTERN = '^[A-Za-z0-9_.-]+$';

const dictFields = {
  ...formId,
  dictName: { type: 'string', minLength: 1, maxLength: 100 },
  dictCode: { type: 'string', minLength: 1, maxLength: 100, pattern: DICT_CODE_PATTERN },
  description: optionalText(255),
  type: { type: ['integer', 'null'], enum: [0, 1, null] },
} as const;

export const dictAddSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['dictName', 'dictCode'],
  properties: dictFields,
} as const;
export const dictEditSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id'],
  properties: { ...dictFields, id: { type: 'string', minLength: 1, maxLength: 32 } },
} as const;

export interface DictBody {
  id?: string | null;
  dictName?: string;
  dictCode?: string;
  description?: string | null;
  type?: 0 | 1 | null;
}

const itemFields = {
  ...formId,
  dictId: { type: 'string', minLength: 1, maxLength: 32 },
  itemText: { type: 'string', minLength: 1, maxLength: 100 },
  itemValue: { type: 'string', minLength: 1, maxLength: 100 },
  itemColor: optionalText(10),
  description: optionalText(255),
  sortOrder: { type: ['integer', 'null'], minimum: 0, maximum: 1_000_000 },
  status: { type: ['integer', 'null'], enum: [0, 1, null] },
} as const;

export const itemAddSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['dictId', 'itemText', 'itemValue'],
  properties: itemFields,
} as const;
export const itemEditSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id'],
  properties: { ...itemFields, id: { type: 'string', minLength: 1, maxLength: 32 } },
} as const;

export interface DictItemBody {
  id?: string | null;
  dictId?: string;
  itemText?: string;
  itemValue?: string;
  itemColor?: string | null;
  description?: string | null;
  sortOrder?: number | null;
  status?: 0 | 1 | null;
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
