import type { Transaction } from 'kysely';
import { farmButtons } from '../button-permissions';
import { deviceDataResource } from '../../../resources/iot';
import { machineTypeResource } from '../../../resources/machines';
import type { RecordOf } from '../../../resources';
import { readingAt } from '../../iot/reading-model';
import { type Database, formatDateTime } from '../../../db';
import { demoRow } from './farm-demo/demo-row';
import { insertButtons, type ButtonSeed, insertInChunks, type Seed, insertMissingMenus } from '../../../db/seed';

/*
 * Issue 26: the 农机分类 tree and the 设备数据 list become real forms, and 数据日志 reads the log
 * of the business rows. Their pages get the buttons the routes check (granted to the admin role
 * and to the roles holding each page, as the first start grants buttons), and a database holding
 * the demo gets demo rows over both tenants.
 */

const PAGES = ['/online/cgformTreeList/farm_machine_type', '/online/cgformList/farm_device_data'];

/** The 数据日志 page's reading button (its routes check it). */
export const DATA_LOG_BUTTON: ButtonSeed = { code: 'data_log:list', name: '查看数据日志', menuUrl: '/monitor/dataLog' };

/** The demo account that works in tenant 2 only: its presence marks a database seeded with the demo. */
const TENANT_TWO_ACCOUNT = 'user-zhengshi';
const TENANTS = [1, 2];
const HOUR = 3_600_000;
/** Hourly readings of each sensor over the day before the seed. */
const READING_HOURS = 24;

interface Category {
  code: string;
  name: string;
  /** The value of the farm_machine_type dictionary the business forms use for this kind. */
  machineType?: string;
  children?: readonly Category[];
}

/** The machine categories of the national classification, down to the kinds the business forms name. */
const CATEGORIES: readonly Category[] = [
  { code: 'DLJX', name: '动力机械', children: [{ code: 'TLJ', name: '拖拉机', machineType: '1' }] },
  {
    code: 'GZDJX',
    name: '耕整地机械',
    children: [
      { code: 'XGJ', name: '旋耕机', machineType: '7' },
      { code: 'SSJ', name: '深松机', machineType: '8' },
    ],
  },
  {
    code: 'ZZJX',
    name: '种植施肥机械',
    children: [
      { code: 'BZJ', name: '播种机', machineType: '5' },
      { code: 'CYJ', name: '插秧机', machineType: '3' },
    ],
  },
  { code: 'ZBJX', name: '植保机械', children: [{ code: 'ZBWRJ', name: '植保无人机', machineType: '4' }] },
  {
    code: 'SHJX',
    name: '收获机械',
    children: [
      {
        code: 'LHSGJ',
        name: '联合收割机',
        machineType: '2',
        children: [
          { code: 'LSLHSGJ', name: '轮式联合收割机', machineType: '2' },
          { code: 'LDLHSGJ', name: '履带式联合收割机', machineType: '2' },
        ],
      },
    ],
  },
  { code: 'SHHCL', name: '收获后处理机械', children: [{ code: 'HGJ', name: '烘干机', machineType: '6' }] },
];

type MachineTypeRow = RecordOf<typeof machineTypeResource>;
type DeviceDataRow = RecordOf<typeof deviceDataResource>;

/**
 * One tenant's tree, each row under its parent. The online tree list shows the newest rows
 * first, so creation times count down in the order the categories are listed.
 */
function machineTypeRows(tenantId: number, now: number): MachineTypeRow[] {
  const rows: MachineTypeRow[] = [];
  const add = (categories: readonly Category[], pid: string) => {
    categories.forEach((category, index) => {
      const row = demoRow(
        machineTypeResource,
        {
          name: category.name,
          code: category.code,
          pid,
          hasChild: category.children?.length ? '1' : '0',
          machineType: category.machineType ?? null,
          sortNo: index + 1,
        },
        formatDateTime(now - rows.length * 1000),
      );
      rows.push({ ...row, tenantId, sysOrgCode: null });
      if (category.children) add(category.children, row.id);
    });
  };
  add(CATEGORIES, '0');
  return rows;
}

/** Readings of the tenant's sensors as they reported them: the hour's value of the readings model. */
async function deviceDataRows(trx: Transaction<Database>, now: number): Promise<DeviceDataRow[]> {
  const sensors = await trx
    .selectFrom('farm_sensor')
    .select(['sensorCode', 'sensorType', 'deviceCode', 'unit', 'tenantId'])
    .orderBy('sensorCode')
    .execute();
  const lastHour = Math.floor(now / HOUR) * HOUR;
  return sensors.flatMap((sensor) =>
    Array.from({ length: READING_HOURS }, (_, hour) => {
      const at = lastHour - hour * HOUR;
      const collectTime = formatDateTime(at);
      const sensorType = String(sensor.sensorType);
      const sensorCode = String(sensor.sensorCode);
      const row = demoRow(
        deviceDataResource,
        {
          deviceCode: sensor.deviceCode,
          sensorCode,
          sensorType,
          value: readingAt(sensorType, sensorCode, at),
          unit: sensor.unit,
          collectTime,
        },
        collectTime,
      );
      return { ...row, tenantId: sensor.tenantId, sysOrgCode: null };
    }),
  );
}

async function isEmpty(trx: Transaction<Database>, table: 'farm_machine_type' | 'farm_device_data'): Promise<boolean> {
  return (await trx.selectFrom(table).select('id').limit(1).executeTakeFirst()) === undefined;
}

export const machineTypesAndDeviceDataSeed: Seed = {
  name: 'upgrade-machine-types-device-data-data-log',
  async run(trx, context) {
    const createTime = formatDateTime(context.now);
    const menus = await insertMissingMenus(
      trx,
      ['farm-machine-type', 'iot-device-data', 'monitor-data-log'],
      createTime,
    );
    await insertButtons(
      trx,
      [...farmButtons().filter((button) => PAGES.includes(button.menuUrl)), DATA_LOG_BUTTON],
      createTime,
      context.log,
    );
    const demo = await trx.selectFrom('sys_user').select('id').where('id', '=', TENANT_TWO_ACCOUNT).executeTakeFirst();
    const tenants = await trx.selectFrom('sys_tenant').select('id').where('id', 'in', TENANTS).execute();
    if (!demo || tenants.length !== TENANTS.length)
      return menus ? () => context.log.info(`upgrade seed: added ${menus} menu entries`) : undefined;
    if (await isEmpty(trx, 'farm_machine_type')) {
      await insertInChunks(
        trx,
        'farm_machine_type',
        TENANTS.flatMap((tenantId) => machineTypeRows(tenantId, context.now)),
      );
    }
    if (await isEmpty(trx, 'farm_device_data'))
      await insertInChunks(trx, 'farm_device_data', await deviceDataRows(trx, context.now));
    return () => context.log.info('upgrade seed: machine categories and device readings for tenants 1 and 2');
  },
};
