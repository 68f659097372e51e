import { sql, type Expression, type SqlBool } from 'kysely';
import { LIKE } from '../../../db';
import type { ReportSpec } from './report-spec';

/** The popups of the order and repair forms: pick a driver, a machine or a cooperative. */
const FORMS_USING_POPUPS = ['/online/cgformList/farm_order', '/online/cgformInnerTableList/farm_repair'];

/** A comma list column ('1,3,4') holds one item: bound, with LIKE's wildcards escaped. */
function listHolds(column: string, item: string | number): Expression<SqlBool> {
  const literal = String(item).replace(/[!%_]/g, (char) => `!${char}`);
  return sql<SqlBool>`(',' || ${sql.ref(column)} || ',') ${LIKE} ${`%,${literal},%`} escape '!'`;
}

export const driverPopup: ReportSpec = {
  id: 'rp-farm-driver',
  code: 'farm_driver_popup',
  name: '机手选择',
  permission: 'online_report:farm_driver_popup',
  menuUrls: FORMS_USING_POPUPS,
  columns: [
    { field: 'driverId', title: '机手ID', kind: 'text', hidden: true },
    { field: 'realname', title: '姓名', kind: 'text', query: 'single' },
    { field: 'sex', title: '性别', kind: 'number', dict: 'sex' },
    { field: 'phone', title: '联系电话', kind: 'text', query: 'single' },
    { field: 'licenseType', title: '驾驶证类型', kind: 'text', dict: 'farm_license_type' },
    { field: 'machineTypes', title: '可驾驶机型', kind: 'text', dict: 'farm_machine_type', multi: true },
    { field: 'drivingYears', title: '驾龄(年)', kind: 'number', query: 'group' },
    { field: 'cooperativeName', title: '所属合作社', kind: 'text', query: 'single' },
    { field: 'province', title: '省份', kind: 'text', query: 'single' },
    { field: 'status', title: '状态', kind: 'text', dict: 'farm_driver_status', query: 'single' },
  ],
  params: [
    { name: 'cooperativeId', title: '合作社', kind: 'text' },
    { name: 'machineType', title: '农机类型', kind: 'text' },
  ],
  tieBreaker: 'driverId',
  defaultSort: 'realname',
  defaultOrder: 'asc',
  source(db, params, { tenantId }) {
    let query = db
      .selectFrom('farm_driver as d')
      .leftJoin('farm_cooperative as c', (join) =>
        join.onRef('c.id', '=', 'd.cooperativeId').on('c.tenantId', '=', tenantId),
      )
      .where('d.tenantId', '=', tenantId)
      .select([
        'd.id as driverId',
        'd.realname',
        'd.sex',
        'd.phone',
        'd.licenseType',
        'd.machineTypes',
        'd.drivingYears',
        'c.name as cooperativeName',
        'd.province',
        'd.status',
      ]);
    const cooperative = params.get('cooperativeId');
    if (cooperative !== undefined) query = query.where('d.cooperativeId', '=', String(cooperative));
    const machineType = params.get('machineType');
    if (machineType !== undefined) query = query.where(listHolds('d.machineTypes', machineType));
    return query;
  },
};

export const machinePopup: ReportSpec = {
  id: 'rp-farm-machine',
  code: 'farm_machine_popup',
  name: '农机选择',
  permission: 'online_report:farm_machine_popup',
  menuUrls: FORMS_USING_POPUPS,
  columns: [
    { field: 'assetId', title: '农机ID', kind: 'text', hidden: true },
    { field: 'assetNo', title: '资产编号', kind: 'text', query: 'single' },
    { field: 'assetName', title: '农机名称', kind: 'text', query: 'single' },
    { field: 'machineType', title: '农机类型', kind: 'text', dict: 'farm_machine_type', query: 'single' },
    { field: 'brand', title: '品牌', kind: 'text', query: 'single' },
    { field: 'model', title: '型号', kind: 'text' },
    { field: 'plateNo', title: '牌照号', kind: 'text' },
    { field: 'power', title: '功率(马力)', kind: 'number', query: 'group' },
    { field: 'cooperativeName', title: '所属合作社', kind: 'text', query: 'single' },
    { field: 'status', title: '资产状态', kind: 'text', dict: 'farm_asset_status', query: 'single' },
  ],
  params: [
    { name: 'cooperativeId', title: '合作社', kind: 'text' },
    { name: 'machineType', title: '农机类型', kind: 'text' },
  ],
  tieBreaker: 'assetId',
  defaultSort: 'assetNo',
  defaultOrder: 'asc',
  source(db, params, { tenantId }) {
    let query = db
      .selectFrom('farm_asset as a')
      .leftJoin('farm_cooperative as c', (join) =>
        join.onRef('c.id', '=', 'a.cooperativeId').on('c.tenantId', '=', tenantId),
      )
      .where('a.tenantId', '=', tenantId)
      .select([
        'a.id as assetId',
        'a.assetNo',
        'a.assetName',
        'a.machineType',
        'a.brand',
        'a.model',
        'a.plateNo',
        'a.power',
        'c.name as cooperativeName',
        'a.status',
      ]);
    const cooperative = params.get('cooperativeId');
    if (cooperative !== undefined) query = query.where('a.cooperativeId', '=', String(cooperative));
    const machineType = params.get('machineType');
    if (machineType !== undefined) query = query.where('a.machineType', '=', String(machineType));
    return query;
  },
};

export const cooperativePopup: ReportSpec = {
  id: 'rp-farm-cooperative',
  code: 'farm_cooperative_popup',
  name: '合作社选择',
  permission: 'online_report:farm_cooperative_popup',
  menuUrls: FORMS_USING_POPUPS,
  columns: [
    { field: 'cooperativeId', title: '合作社ID', kind: 'text', hidden: true },
    { field: 'name', title: '合作社名称', kind: 'text', query: 'single' },
    { field: 'legalPerson', title: '法人代表', kind: 'text' },
    { field: 'phone', title: '联系电话', kind: 'text' },
    { field: 'province', title: '省份', kind: 'text', query: 'single' },
    { field: 'city', title: '城市', kind: 'text', query: 'single' },
    { field: 'level', title: '合作社等级', kind: 'text', dict: 'farm_coop_level', query: 'single' },
    { field: 'machineCount', title: '农机数量', kind: 'number', integer: true, query: 'group' },
    { field: 'driverCount', title: '机手数量', kind: 'number', integer: true },
  ],
  params: [{ name: 'province', title: '省份', kind: 'text' }],
  tieBreaker: 'cooperativeId',
  defaultSort: 'name',
  defaultOrder: 'asc',
  source(db, params, { tenantId }) {
    let query = db
      .selectFrom('farm_cooperative as c')
      .select((eb) => [
        'c.id as cooperativeId',
        'c.name',
        'c.legalPerson',
        'c.phone',
        'c.province',
        'c.city',
        'c.level',
        eb
          .selectFrom('farm_asset as a')
          .select(eb.fn.countAll<number>().as('n'))
          .whereRef('a.cooperativeId', '=', 'c.id')
          .where('a.tenantId', '=', tenantId)
          .as('machineCount'),
        eb
          .selectFrom('farm_driver as d')
          .select(eb.fn.countAll<number>().as('n'))
          .whereRef('d.cooperativeId', '=', 'c.id')
          .where('d.tenantId', '=', tenantId)
          .as('driverCount'),
      ])
      .where('c.tenantId', '=', tenantId)
      .where('c.status', '=', '1');
    const province = params.get('province');
    if (province !== undefined) query = query.where('c.province', '=', String(province));
    return query;
  },
};
