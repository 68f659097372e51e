import type { FastifyPluginAsync } from 'fastify';
import { formatDateTime, newId } from '../../../db';
import { fail, okMessage, requireCaller } from '../../../http';
import { orgMessages, systemMessages } from '../../../messages';
import { sentFieldsOnly } from '../../system';
import { nextOrgCode } from './org-code';

/** What the department form sends; the code and the level are the server's to give. */
interface DepartBody {
  id?: string;
  parentId?: string | null;
  departName: string;
  departNameEn?: string | null;
  departNameAbbr?: string | null;
  departOrder?: number | null;
  description?: string | null;
  /** '1' company, '2' department, '3' post. */
  orgCategory?: string | null;
  mobile?: string | null;
  fax?: string | null;
  address?: string | null;
  memo?: string | null;
  status?: string | null;
}

const text = (maxLength: number) => ({ type: ['string', 'null'], maxLength }) as const;
const properties = {
  parentId: text(64),
  departName: { type: 'string', minLength: 1, maxLength: 100 },
  departNameEn: text(500),
  departNameAbbr: text(500),
  departOrder: { type: ['integer', 'null'] },
  description: text(2000),
  orgCategory: { type: ['string', 'null'], enum: ['1', '2', '3', '', null] },
  mobile: text(32),
  fax: text(32),
  address: text(100),
  memo: text(500),
  status: { type: ['string', 'null'], enum: ['0', '1', '', null] },
} as const;
const addSchema = { type: 'object', additionalProperties: false, required: ['departName'], properties } as const;
const editSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'departName'],
  properties: { id: { type: 'string', minLength: 1, maxLength: 64 }, ...properties },
} as const;

function columns(body: DepartBody) {
  return {
    departName: body.departName.trim(),
    departNameEn: body.departNameEn || null,
    departNameAbbr: body.departNameAbbr || null,
    departOrder: body.departOrder ?? 0,
    description: body.description || null,
    orgCategory: body.orgCategory || '2',
    mobile: body.mobile || null,
    fax: body.fax || null,
    address: body.address || null,
    memo: body.memo || null,
    status: body.status || '1',
  };
}

/**
 * `POST /sys/sysDepart/add` and `PUT /sys/sysDepart/edit`. A new department gets the next code
 * below its parent's ('A01A03' -> 'A01A03A04'). A department keeps its parent: its code is
 * stamped on the records its people create (`sys_org_code`), so moving it would orphan them.
 */
export const departWriteRoutes: FastifyPluginAsync = async (app) => {
  app.post<{ Body: DepartBody }>(
    '/sys/sysDepart/add',
    { config: { permission: 'depart:add' }, schema: { body: addSchema } },
    async (request) => {
      const parentId = request.body.parentId || null;
      const parent = parentId
        ? await app.db
            .selectFrom('sys_depart')
            .select('orgCode')
            .where('id', '=', parentId)
            .where('delFlag', '=', '0')
            .executeTakeFirst()
        : { orgCode: '' };
      if (!parent) return fail(orgMessages.parentUnknown);
      const codes = await app.db.selectFrom('sys_depart').select('orgCode').execute();
      const orgCode = nextOrgCode(
        parent.orgCode,
        codes.map((row) => row.orgCode),
      );
      if (!orgCode) return fail(orgMessages.codesExhausted);
      await app.db
        .insertInto('sys_depart')
        .values({
          id: newId(),
          parentId,
          ...columns(request.body),
          // '1' the top of the tree, '2' everything below it.
          orgType: parentId ? '2' : '1',
          orgCode,
          createBy: requireCaller(request).username,
          createTime: formatDateTime(app.clock()),
          updateBy: null,
          updateTime: null,
        })
        .execute();
      return okMessage(systemMessages.addSucceeded);
    },
  );

  app.route<{ Body: DepartBody & { id: string } }>({
    method: ['PUT', 'POST'],
    url: '/sys/sysDepart/edit',
    config: { permission: 'depart:edit' },
    schema: { body: editSchema },
    handler: async (request) => {
      const { id } = request.body;
      const depart = await app.db
        .selectFrom('sys_depart')
        .select(['id', 'parentId'])
        .where('id', '=', id)
        .where('delFlag', '=', '0')
        .executeTakeFirst();
      if (!depart) return fail(systemMessages.notFound);
      if (request.body.parentId !== undefined && (request.body.parentId || null) !== depart.parentId)
        return fail(orgMessages.parentFixed);
      await app.db
        .updateTable('sys_depart')
        .set({
          ...sentFieldsOnly(columns(request.body), request.body),
          updateBy: requireCaller(request).username,
          updateTime: formatDateTime(app.clock()),
        })
        .where('id', '=', id)
        .execute();
      return okMessage(systemMessages.editSucceeded);
    },
  });
};
