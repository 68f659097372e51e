import type { Transaction } from 'kysely';
import { newId } from '../../ids';
import type { Database } from '../../schema';
import { insertInChunks } from '../insert-in-chunks';

const SERVICE_CENTRE = 'dep-service';

/**
 * The repair service centre may hand out the repair pages; its station leads get all of it and
 * its technicians only reading. zhangsan (who works there) is a station lead.
 */
async function insertDepartmentGrants(trx: Transaction<Database>, createTime: string): Promise<void> {
  const page = await trx
    .selectFrom('sys_permission')
    .select('id')
    .where('url', '=', '/online/cgformInnerTableList/farm_repair')
    .executeTakeFirst();
  if (!page) return;
  const rows = await trx
    .selectFrom('sys_permission')
    .select(['id', 'perms'])
    .where((eb) => eb.or([eb('id', '=', page.id), eb('parentId', '=', page.id)]))
    .execute();
  await insertInChunks(
    trx,
    'sys_depart_permission',
    rows.map((row) => ({ id: newId(), departId: SERVICE_CENTRE, permissionId: row.id, dataRuleIds: null })),
  );

  const lead = { id: newId(), name: '服务站站长', code: 'station_lead' };
  const technician = { id: newId(), name: '维修技师', code: 'technician' };
  await insertInChunks(
    trx,
    'sys_depart_role',
    [lead, technician].map((role) => ({
      id: role.id,
      departId: SERVICE_CENTRE,
      roleName: role.name,
      roleCode: role.code,
      description: null,
      createBy: 'admin',
      createTime,
      updateBy: null,
      updateTime: null,
    })),
  );
  const grant = (roleId: string, permissionId: string) => ({
    id: newId(),
    departId: SERVICE_CENTRE,
    roleId,
    permissionId,
    dataRuleIds: null,
    operateDate: createTime,
    operateIp: null,
  });
  await insertInChunks(trx, 'sys_depart_role_permission', [
    ...rows.map((row) => grant(lead.id, row.id)),
    ...rows.filter((row) => !row.perms || row.perms.endsWith(':export')).map((row) => grant(technician.id, row.id)),
  ]);
  await trx
    .insertInto('sys_depart_role_user')
    .values({ id: newId(), userId: 'user-zhangsan', droleId: lead.id })
    .execute();
}

async function insertDataRule(trx: Transaction<Database>, createTime: string): Promise<void> {
  const page = await trx
    .selectFrom('sys_permission')
    .select('id')
    .where('url', '=', '/online/cgformList/farm_order')
    .executeTakeFirst();
  if (!page) return;
  await trx
    .insertInto('sys_permission_data_rule')
    .values({
      id: newId(),
      permissionId: page.id,
      ruleName: '只看本部门订单',
      ruleColumn: 'sysOrgCode',
      ruleConditions: 'RIGHT_LIKE',
      ruleValue: '#{sys_org_code}',
      status: '1',
      createBy: 'admin',
      createTime,
      updateBy: null,
      updateTime: null,
    })
    .execute();
}

async function insertManagedLists(trx: Transaction<Database>, createTime: string): Promise<void> {
  const route = (routerId: string, name: string, uri: string, path: string) => ({
    id: newId(),
    routerId,
    name,
    uri,
    predicates: JSON.stringify([{ name: 'Path', args: [path] }]),
    filters: JSON.stringify([{ name: 'StripPrefix', args: { parts: '1' } }]),
    retryable: 0,
    stripPrefix: 1,
    persistable: 0,
    showApi: 1,
    status: 1,
    createBy: 'admin',
    createTime,
    updateBy: null,
    updateTime: null,
  });
  await insertInChunks(trx, 'sys_gateway_route', [
    route('farm-machine-system', '系统服务', 'lb://farm-machine-system', '/sys/**'),
    route('farm-machine-iot', '物联网服务', 'http://127.0.0.1:9090', '/iot/**'),
  ]);
  await trx
    .insertInto('sys_data_source')
    .values({
      id: newId(),
      code: 'farm_report',
      name: '报表库（只读）',
      remark: '统计报表使用的只读副本',
      dbType: '4',
      dbDriver: 'org.postgresql.Driver',
      dbUrl: 'jdbc:postgresql://127.0.0.1:5432/farm_report',
      dbName: 'farm_report',
      dbUsername: 'report_reader',
      dbPassword: null,
      sysOrgCode: 'A01',
      createBy: 'admin',
      createTime,
      updateBy: null,
      updateTime: null,
    })
    .execute();
}

export async function insertAdminDemo(trx: Transaction<Database>, createTime: string): Promise<void> {
  await insertDepartmentGrants(trx, createTime);
  await insertDataRule(trx, createTime);
  await insertManagedLists(trx, createTime);
}
