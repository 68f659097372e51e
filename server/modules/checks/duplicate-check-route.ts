import type { FastifyPluginAsync } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { columnFromSnakeCase } from '../../db';
import { callerHolds, fail, okMessage, ResultCode, type Envelope } from '../../http';
import { checkMessages } from '../../messages';
import { conditionSql, typedValue, type Condition } from '../../query';
import { carriesTenant, duplicateCheckColumn, isDuplicateCheckTable, rowIdColumn } from './duplicate-fields';

interface DuplicateQuery {
  tableName?: string;
  fieldName?: string;
  fieldVal?: string;
  dataId?: string;
}

const text = (maxLength: number) => ({ type: 'string', maxLength }) as const;
const querySchema = {
  type: 'object',
  properties: { tableName: text(100), fieldName: text(100), fieldVal: text(1000), dataId: text(100) },
} as const;

/**
 * `GET /sys/duplicate/check`: is a value already taken in a column (the id being edited aside)?
 * JeecgBoot put the table and field names into its SQL and tried to filter attacks out; here
 * they must be a pair of the allow-list (`duplicate-fields.ts`: the dictionary columns, and the
 * few fields its stock forms check beside them, some only for the holders of that form's
 * buttons), and values are bound. Every row counts, deleted ones too: a unique index counts them
 * as well. A pair off the list is refused as JeecgBoot refuses it, HTTP 200 and `success: false`,
 * so the form's validator settles with the message.
 */
export const duplicateCheckRoute: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: DuplicateQuery }>(
    '/sys/duplicate/check',
    { config: { selfService: true }, schema: { querystring: querySchema } },
    async (request): Promise<Envelope<unknown>> => {
      const { tableName = '', fieldName = '', fieldVal = '', dataId = '' } = request.query;
      // JeecgBoot's answer to an empty value: success, but code 500 and nothing checked.
      if (!fieldVal) return { ...okMessage(checkMessages.emptyValue), code: ResultCode.error, result: null };
      const table = tableName.trim();
      if (!isDuplicateCheckTable(table)) return fail(checkMessages.unknownTable(table));
      const column = duplicateCheckColumn(table, columnFromSnakeCase(fieldName.trim()));
      // A field kept for a form's users reads, to anyone else, like a field that is not there.
      if (!column || (column.permission && !(await callerHolds(app, request, column.permission))))
        return fail(checkMessages.unknownField(fieldName.trim()));
      const conditions: Condition[] = [
        { field: column.field, kind: column.kind, op: '=', value: typedValue(column.field, column.kind, fieldVal) },
      ];
      if (dataId.trim()) {
        const id = rowIdColumn(table);
        conditions.push({ field: id.field, kind: id.kind, op: '<>', value: typedValue(id.field, id.kind, dataId) });
      }
      // A business value is unique within its tenant (migration 0010): another tenant's rows neither count nor show.
      if (carriesTenant(table))
        conditions.push({ field: 'tenantId', kind: 'number', op: '=', value: request.tenantId });
      // The table is chosen at run time from the allow-list, so the typed builder cannot know it.
      let query = (app.db as unknown as Kysely<Record<string, Record<string, unknown>>>)
        .selectFrom(table)
        .select(sql<number>`1`.as('taken'));
      for (const condition of conditions) query = query.where(conditionSql(condition));
      const taken = await query.limit(1).executeTakeFirst();
      return taken ? fail(checkMessages.valueTaken) : okMessage(checkMessages.valueAvailable);
    },
  );
};
