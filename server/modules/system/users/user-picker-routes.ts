import type { FastifyPluginAsync } from 'fastify';
import { sql, type SqlBool } from 'kysely';
import { LIKE } from '../../../db';
import { ok } from '../../../http';
import {
  fetchPage,
  MAX_PAGE_SIZE,
  orderListQuery,
  parseListQuery,
  resourceFields,
  whereListQuery,
  type ListResource,
} from '../../../query';
import { departSubtreeIds } from '../depart-subtree';
import { returnedPickerFields, withFieldsOnly } from './picker-fields';
import { PICKER_QUERY_COLUMNS, PICKER_USER_COLUMNS, pickerUserRecords } from './picker-users';

const fields = resourceFields('sys_user', PICKER_QUERY_COLUMNS);

/** The user picker searches its box as "contains" and narrows to a department (and below). */
const componentResource: ListResource = {
  fields,
  defaultSort: 'createTime',
  ownParams: ['departId', 'username', 'realname'],
};
const multiUserResource: ListResource = { fields };

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const contains = (value: string) => `%${value.replace(/[!%_]/g, (char) => `!${char}`)}%`;

/**
 * The calls of the user picker (widgets.md section 7) and of JeecgBoot's department user lists:
 * for anyone signed in (pickers sit in the forms of every role), with the picker's fields only
 * (picker-users.ts); the whole record is the directory's, `/sys/user/list` ('user:list').
 */
export const userPickerRoutes: FastifyPluginAsync = async (app) => {
  const usersIn = async (departId: string) => {
    const departIds = await departSubtreeIds(app.db, [departId]);
    return app.db
      .selectFrom('sys_user_depart')
      .select('userId')
      .where('depId', 'in', departIds.length ? departIds : ['']);
  };

  app.get<{ Querystring: { id: string; realname?: string } }>(
    '/sys/user/queryUserByDepId',
    {
      config: { selfService: true },
      schema: {
        querystring: {
          type: 'object',
          required: ['id'],
          properties: {
            id: { type: 'string', minLength: 1, maxLength: 64 },
            realname: { type: 'string', maxLength: 100 },
          },
        },
      },
    },
    async (request) => {
      let query = app.db
        .selectFrom('sys_user')
        .select(PICKER_USER_COLUMNS)
        .where('delFlag', '=', 0)
        .where('id', 'in', await usersIn(request.query.id));
      const realname = text(request.query.realname);
      if (realname) query = query.where(sql<SqlBool>`${sql.ref('realname')} ${LIKE} ${contains(realname)} escape '!'`);
      return ok(
        await pickerUserRecords(
          app.db,
          await query.orderBy('createTime', 'desc').orderBy('id').limit(MAX_PAGE_SIZE).execute(),
        ),
      );
    },
  );

  app.get<{ Querystring: Record<string, unknown> }>(
    '/sys/user/queryUserComponentData',
    { config: { selfService: true } },
    async (request) => {
      const list = parseListQuery(request.query, componentResource);
      const returned = returnedPickerFields(request.query.field);
      let base = app.db.selectFrom('sys_user').select(PICKER_USER_COLUMNS).where('delFlag', '=', 0);
      const departId = text(request.query.departId);
      if (departId) base = base.where('id', 'in', await usersIn(departId));
      for (const field of ['username', 'realname'] as const) {
        const value = text(request.query[field]);
        if (value) base = base.where(sql<SqlBool>`${sql.ref(field)} ${LIKE} ${contains(value)} escape '!'`);
      }
      const page = await fetchPage(base, list);
      return ok({
        ...page,
        records: (await pickerUserRecords(app.db, page.records)).map((user) => withFieldsOnly(user, returned)),
      });
    },
  );

  // JeecgBoot answers this one with a bare array (no envelope): the picker reads it so.
  app.get<{ Querystring: Record<string, unknown> }>(
    '/sys/user/getMultiUser',
    { config: { selfService: true } },
    async (request) => {
      const list = parseListQuery(request.query, multiUserResource);
      const base = app.db
        .selectFrom('sys_user')
        .select(PICKER_USER_COLUMNS)
        .where('delFlag', '=', 0)
        .where('status', '=', 1);
      const rows = await orderListQuery(whereListQuery(base, list), list).limit(MAX_PAGE_SIZE).execute();
      return pickerUserRecords(app.db, rows);
    },
  );
};
