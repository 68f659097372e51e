import type { FastifyPluginAsync } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { columnFromSnakeCase, dictColumnKind, isDictTable, type ClientTable } from '../../db';
import { badRequest, fail, okMessage, ResultCode } from '../../http';
import { checkMessages } from '../../messages';
import { conditionSql, typedValue, type Condition } from '../../query';
import { tenantRows } from '../dict';

interface DuplicateQuery {
  tableName?: string;
  fieldName?: string;
  fieldVal?: string;
  dataId?: string;
}

const text = (maxLength: number) => ({ type: 'string', maxLength }) as const;
const querySchema = { type: 'object', properties: { tableName: text(100), fieldName: text(100), fieldVal: text(1000), dataId: text(100) } } as const;

function checkedColumn(table: ClientTable, name: string): Pick<Condition, 'field' | 'kind'> {
  const field = columnFromSnakeCase(name.trim());
  const kind = dictColumnKind(table, field);
  if (!kind) throw badRequest(checkMessages.unknownField(name.trim()));
  return { field, kind };
}

/**
 * `GET /sys/duplicate/check`: is a value already taken in a column (the id being edited aside)?
 * JeecgBoot put the table and field names into its SQL and tried to filter attacks out; here
 * they must be a table and column of the dictionary allow-list (db/dict-tables.ts: no phone,
 * e-mail or log contents to probe value by value), and values are bound.
 * Every row counts, deleted ones too: a unique index counts them as well.
 */
export const duplicateCheckRoute: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: DuplicateQuery }>('/sys/duplicate/check', { config: { selfService: true }, schema: { querystring: querySchema } }, async (request) => {
    const { tableName = '', fieldName = '', fieldVal = '', dataId = '' } = request.query;
    // JeecgBoot's answer to an empty value: success, but code 500 and nothing checked.
    if (!fieldVal) return { ...okMessage(checkMessages.emptyValue), code: ResultCode.error, result: null };
    const table = tableName.trim();
    if (!isDictTable(table)) throw badRequest(checkMessages.unknownTable(table));
    const column = checkedColumn(table, fieldName);
    const conditions: Condition[] = [{ ...column, op: '=', value: typedValue(column.field, column.kind, fieldVal) }];
    if (dataId.trim()) {
      const id = checkedColumn(table, 'id');
      conditions.push({ ...id, op: '<>', value: typedValue(id.field, id.kind, dataId) });
    }
    // The table is chosen at run time from the allow-list, so the typed builder cannot know it.
    let query = (app.db as unknown as Kysely<Record<string, Record<string, unknown>>>).selectFrom(table).select(sql<number>`1`.as('taken'));
    // A business value is unique within its tenant (migration 0010): another tenant's rows neither count nor show.
    for (const condition of [...conditions, ...tenantRows(table, request.tenantId)]) query = query.where(conditionSql(condition));
    const taken = await query.limit(1).executeTakeFirst();
    return taken ? fail(checkMessages.valueTaken) : okMessage(checkMessages.valueAvailable);
  });
};
