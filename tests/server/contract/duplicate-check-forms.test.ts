import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkMessages } from '../../../server/messages';
import { farmResources } from '../../../server/modules/online';
import { startServer, type TestServer } from '../support/test-server';
import { stockClient, type StockClient } from './stock-client';

// Issue 26, point 1: every `/sys/duplicate/check` the stock client's forms send (listed from its
// source: `duplicateCheck(...)` and `validateDuplicateValue(...)` calls), answered in the envelope
// with HTTP 200 whether the value is free, taken, or the pair is not one the server checks.

let server: TestServer;
let admin: StockClient;

beforeAll(async () => {
  server = await startServer();
  admin = stockClient(server, await server.login('admin'));
});
afterAll(() => server.close());

/** [the form, tableName and fieldName as it sends them, the column in camelCase]. */
const FORM_CHECKS: readonly [string, string, string, string][] = [
  ['UserModal username', 'sys_user', 'username', 'username'],
  ['UserModal work number', 'sys_user', 'work_no', 'workNo'],
  ['UserModal phone', 'sys_user', 'phone', 'phone'],
  ['UserModal e-mail', 'sys_user', 'email', 'email'],
  ['RoleModal', 'sys_role', 'role_code', 'roleCode'],
  ['SysDepartRoleModal', 'sys_depart_role', 'role_code', 'roleCode'],
  ['DictModal', 'sys_dict', 'dict_code', 'dictCode'],
  ['PermissionModal (授权标识)', 'sys_permission', 'perms', 'perms'],
  ['SysPositionModal', 'sys_position', 'code', 'code'],
  ['SysCheckRuleModal', 'sys_check_rule', 'rule_code', 'ruleCode'],
  ['SysFillRuleModal', 'sys_fill_rule', 'rule_code', 'ruleCode'],
  ['SysDataSourceModal', 'sys_data_source', 'code', 'code'],
  // The Vue 3 client's forms check these too.
  ['department code', 'sys_depart', 'org_code', 'orgCode'],
  ['category code', 'sys_category', 'code', 'code'],
  ['tenant name', 'sys_tenant', 'name', 'name'],
];

/**
 * One stored row of the table whose value in the column no other row has (read directly: the
 * test's own fixture). A value two rows share is taken even for one of them: the demo menu holds
 * a few button codes under two pages, and the seed's ids are random, so the first row by id was
 * sometimes one of those.
 */
async function storedRow(table: string, column: string): Promise<{ id: string; value: string }> {
  const snake = sql.ref(column.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`));
  const rows = await sql<{
    id: string | number;
    value: string;
  }>`select id, ${snake} as value from ${sql.table(table)} where ${snake} is not null and ${snake} <> ''
     and ${snake} in (select ${snake} from ${sql.table(table)} group by ${snake} having count(*) = 1)
     order by id limit 1`.execute(server.app.db);
  const row = rows.rows[0];
  if (!row) throw new Error(`no ${table}.${column} of its own in the seed`);
  return { id: String(row.id), value: String(row.value) };
}

const check = (tableName: string, fieldName: string, fieldVal: string, dataId?: string) =>
  admin.getAction('/sys/duplicate/check', { tableName, fieldName, fieldVal, ...(dataId ? { dataId } : {}) });

describe('each pair a stock form checks', () => {
  it.each(FORM_CHECKS)('%s: taken, its own value, a free value', async (_, tableName, fieldName, column) => {
    const row = await storedRow(tableName, column);
    expect(await check(tableName, fieldName, row.value)).toMatchObject({
      success: false,
      code: 500,
      message: checkMessages.valueTaken,
      result: null,
    });
    expect(await check(tableName, fieldName, row.value, row.id)).toMatchObject({
      success: true,
      message: checkMessages.valueAvailable,
    });
    expect(await check(tableName, fieldName, 'zz_never_used_9')).toMatchObject({ success: true, code: 200 });
  });
});

describe('what stays refused, in the envelope', () => {
  it("a table with no such check here (the message template form's sys_sms_template)", async () => {
    expect(await check('sys_sms_template', 'template_code', 'x')).toMatchObject({
      success: false,
      code: 500,
      message: checkMessages.unknownTable('sys_sms_template'),
    });
  });

  it('a column no form checks, such as the password', async () => {
    expect(await check('sys_user', 'password', 'x')).toMatchObject({
      success: false,
      code: 500,
      message: checkMessages.unknownField('password'),
    });
  });

  it("the menu form's and the data-source form's fields, for a caller without those forms", async () => {
    const guest = stockClient(server, await server.login('wujiu'));
    for (const [tableName, fieldName] of [
      ['sys_permission', 'perms'],
      ['sys_data_source', 'code'],
    ]) {
      expect(await guest.getAction('/sys/duplicate/check', { tableName, fieldName, fieldVal: 'x' })).toMatchObject({
        success: false,
        message: checkMessages.unknownField(fieldName),
      });
    }
  });
});

describe("a business table counts the request's tenant only", () => {
  it('a cooperative name of the other tenant is free here, taken there', async () => {
    const other = await server.app.db
      .selectFrom('farm_cooperative')
      .select(['name'])
      .where('tenantId', '=', 2)
      .where('name', 'is not', null)
      .executeTakeFirstOrThrow();
    const name = String(other.name);
    const here = await server.app.db
      .selectFrom('farm_cooperative')
      .select('id')
      .where('tenantId', '=', 1)
      .where('name', '=', name)
      .executeTakeFirst();
    expect(here).toBeUndefined();
    expect(await check('farm_cooperative', 'name', name)).toMatchObject({ success: true });
    const inTenantTwo = stockClient(server, await server.login('admin'), '2');
    expect(
      await inTenantTwo.getAction('/sys/duplicate/check', {
        tableName: 'farm_cooperative',
        fieldName: 'name',
        fieldVal: name,
      }),
    ).toMatchObject({ success: false, message: checkMessages.valueTaken });
  });
});

describe("the stock online form's 唯一校验 (pattern 'only' in getFormItem)", () => {
  interface FormItem {
    head: { tableName: string };
    schema: { properties: Record<string, { pattern?: string }> };
  }

  /** A stored value of the tenant the client works in (tenant 1), with its row. */
  async function tenantRow(table: string, column: string): Promise<{ id: string; value: string } | undefined> {
    const snake = column.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
    const rows = await sql<{
      id: string;
      value: string;
    }>`select id, ${sql.ref(snake)} as value from ${sql.table(table)} where tenant_id = 1 and ${sql.ref(snake)} is not null and ${sql.ref(snake)} <> '' order by id limit 1`.execute(
      server.app.db,
    );
    return rows.rows[0] && { id: String(rows.rows[0].id), value: String(rows.rows[0].value) };
  }

  it('marks the unique fields the check answers for, and leaves personal ones to the save', async () => {
    const asset = (await admin.getAction<FormItem>('/online/cgform/api/getFormItem/farm_asset')).result;
    expect(asset.schema.properties.assetNo.pattern).toBe('only');
    const driver = (await admin.getAction<FormItem>('/online/cgform/api/getFormItem/farm_driver')).result;
    for (const personal of ['phone', 'idCard']) expect(driver.schema.properties[personal].pattern).not.toBe('only');
    const machineTypes = (await admin.getAction<FormItem>('/online/cgform/api/getFormItem/farm_machine_type')).result;
    expect(machineTypes.schema.properties.code.pattern).not.toBe('only');
  });

  it('answers every check a farm online form sends: taken, its own value, a free value, none refused', async () => {
    let checked = 0;
    for (const resource of farmResources) {
      const form = (await admin.getAction<FormItem>(`/online/cgform/api/getFormItem/${resource.code}`)).result;
      for (const [fieldName, property] of Object.entries(form.schema.properties)) {
        if (property.pattern !== 'only') continue;
        const tableName = form.head.tableName;
        // checkOnlyFieldValue: tableName, fieldName (the property), fieldVal, and dataId when editing.
        expect(await check(tableName, fieldName, 'zz_never_used_9'), `${tableName}.${fieldName}`).toMatchObject({
          success: true,
          code: 200,
          message: checkMessages.valueAvailable,
        });
        const row = await tenantRow(tableName, fieldName);
        if (!row) continue;
        expect(await check(tableName, fieldName, row.value), `${tableName}.${fieldName}`).toMatchObject({
          success: false,
          message: checkMessages.valueTaken,
        });
        expect(await check(tableName, fieldName, row.value, row.id), `${tableName}.${fieldName}`).toMatchObject({
          success: true,
          message: checkMessages.valueAvailable,
        });
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThanOrEqual(8);
  });
});
