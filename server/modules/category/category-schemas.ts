/*
 * Bodies of the category form. Edit forms send back the record they read from the list, with
 * what tree tables add to it (children, hasChildren): accepted and ignored, like the audit
 * columns; anything else is refused.
 */

const optionalText = (maxLength: number) => ({ type: ['string', 'null'], maxLength }) as const;

const fields = {
  id: optionalText(32),
  pid: optionalText(32),
  name: { type: 'string', minLength: 1, maxLength: 100 },
  // Level codes ('A01A02'); letters, digits and underscore keep them usable in `pcode`.
  code: { type: ['string', 'null'], maxLength: 100, pattern: '^[A-Za-z0-9_]*$' },
  sysOrgCode: optionalText(64),
  hasChild: optionalText(3),
  children: { type: ['array', 'null'] },
  hasChildren: { type: ['boolean', 'null'] },
  createBy: optionalText(64),
  createTime: optionalText(19),
  updateBy: optionalText(64),
  updateTime: optionalText(19),
} as const;

export const categoryAddSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['name'],
  properties: fields,
} as const;

export const categoryEditSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id'],
  properties: { ...fields, id: { type: 'string', minLength: 1, maxLength: 32 } },
} as const;

export interface CategoryBody {
  id?: string | null;
  pid?: string | null;
  name?: string;
  code?: string | null;
  sysOrgCode?: string | null;
}
