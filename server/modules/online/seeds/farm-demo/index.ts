import type { Transaction } from 'kysely';
// The button list is plain data beside the routes that check the codes; the seed reads that file only.
import { farmButtons } from '../../button-permissions';
import { iotButtons } from '../../../iot/iot-permissions';
import { newId, type Database, formatDateTime } from '../../../../db';
import { insertInChunks, type Seed, insertButtons } from '../../../../db/seed';
import { farmDictionaries } from './farm-dictionaries';
import { assets, repairs } from './machines-data';
import { meetings } from './meetings-data';
import { carousels, harvests, integralRules, policies, topics, unitPrices } from './operation-data';
import { orders } from './orders-data';
import { cooperatives, drivers, farmers, renters, storefronts } from './partners-data';
import { DemoRandom, present } from './random';
import { bakeLosses, bakeStandards, devicePictures, sensors, yieldData } from './yield-iot-data';

/** The dictionaries of the farm fields that no earlier seed created. */
async function insertDictionaries(trx: Transaction<Database>, createTime: string): Promise<void> {
  const existing = new Set((await trx.selectFrom('sys_dict').select('dictCode').execute()).map((row) => row.dictCode));
  const missing = farmDictionaries.filter((dict) => !existing.has(dict.code));
  const dicts = missing.map((dict) => ({ dict, id: newId() }));
  await insertInChunks(
    trx,
    'sys_dict',
    dicts.map(({ dict, id }) => ({
      id,
      dictCode: dict.code,
      dictName: dict.name,
      description: null,
      type: 0,
      delFlag: 0,
      createBy: 'admin',
      createTime,
      updateBy: null,
      updateTime: null,
    })),
  );
  await insertInChunks(
    trx,
    'sys_dict_item',
    dicts.flatMap(({ dict, id }) =>
      dict.items.map(([value, text], index) => ({
        id: newId(),
        dictId: id,
        itemValue: value,
        itemText: text,
        itemColor: null,
        description: null,
        sortOrder: index + 1,
        status: 1,
        createBy: 'admin',
        createTime,
        updateBy: null,
        updateTime: null,
      })),
    ),
  );
}

/**
 * The farm business demo: dictionaries, the routes' button permissions, 10,000 machine orders
 * over two years and plausible rows for every other resource. Generated from a fixed seed, so
 * every install holds the same data (ids aside). FARM_DEMO=off keeps the dictionaries and
 * buttons (the pages need them) and leaves the business rows out.
 */
export const farmDemoSeed: Seed = {
  name: 'farm-demo',
  async run(trx, context) {
    const now = context.now;
    const createTime = formatDateTime(now);
    const random = new DemoRandom(20_240_920);
    await insertDictionaries(trx, createTime);
    await insertButtons(trx, [...farmButtons(), ...iotButtons], createTime, context.log);
    if (!context.demoData) return;

    const coops = cooperatives(random, now, createTime);
    const crew = drivers(random, now, coops, createTime);
    const growers = farmers(random, now, coops, createTime);
    const shops = storefronts(random, createTime);
    const machines = assets(random, now, coops, createTime);
    await insertInChunks(trx, 'farm_cooperative', coops);
    await insertInChunks(trx, 'farm_driver', crew);
    await insertInChunks(trx, 'farm_farmer', growers);
    await insertInChunks(trx, 'farm_renter', renters(random, now, createTime));
    await insertInChunks(trx, 'farm_storefront', shops);
    await insertInChunks(trx, 'farm_asset', machines);
    await insertInChunks(
      trx,
      'farm_repair',
      repairs(
        random,
        now,
        machines,
        shops.map((shop) => shop.id),
        createTime,
      ),
    );
    await insertInChunks(trx, 'farm_order', orders(random, now, coops, crew), 300);

    await insertInChunks(trx, 'farm_integral', integralRules(createTime));
    await insertInChunks(trx, 'farm_unit_price', unitPrices(random, now, createTime));
    await insertInChunks(trx, 'farm_harvest', harvests(random, now, growers, crew, createTime));
    await insertInChunks(trx, 'farm_policy', policies(random, now, createTime));
    await insertInChunks(trx, 'farm_topic', topics(now, createTime));
    await insertInChunks(trx, 'farm_carousel', carousels(now, createTime));

    const meeting = meetings(random, now, createTime);
    await insertInChunks(trx, 'farm_meeting_main', meeting.main);
    await insertInChunks(trx, 'farm_meeting_attendees', meeting.attendees);
    await insertInChunks(trx, 'farm_meeting_car', meeting.cars);
    await insertInChunks(trx, 'farm_meeting_repast', meeting.repasts);
    await insertInChunks(trx, 'farm_meeting_spot', meeting.spots);
    await insertInChunks(trx, 'farm_meeting_video', meeting.videos);

    await insertInChunks(trx, 'farm_yield_data', yieldData(random, now, createTime));
    await insertInChunks(trx, 'farm_bake_dict', bakeStandards(createTime));
    const dryers = shops.filter((shop) => shop.storeType === '4' || shop.storeType === '5').map((shop) => shop.id);
    await insertInChunks(
      trx,
      'farm_bake_loss',
      bakeLosses(random, now, dryers.length ? dryers : [present(shops[0], 'storefront').id], createTime),
    );
    const sensorRows = sensors(random, now, machines, createTime);
    await insertInChunks(trx, 'farm_sensor', sensorRows);
    await insertInChunks(
      trx,
      'farm_device_pic',
      devicePictures(random, now, [...new Set(sensorRows.map((row) => String(row.deviceCode)))], createTime),
    );
  },
};
