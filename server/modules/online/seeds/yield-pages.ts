import { formatDateTime } from '../../../db';
import { insertButtons, insertMissingMenus, type Seed } from '../../../db/seed';
import { farmButtons } from '../button-permissions';

const YIELD_PAGES = ['/online/cgformList/farm_yield_data', '/online/cgreport/farm_yield_stat'];

/** An upgrade: 产量上报 and 产量统计 under 产量数据, with their buttons (the statistics page's own report button included). */
export const yieldPagesSeed: Seed = {
  name: 'upgrade-yield-pages',
  async run(trx, context) {
    const createTime = formatDateTime(context.now);
    const added = await insertMissingMenus(trx, ['yield-data', 'yield-statistics'], createTime);
    await insertButtons(
      trx,
      farmButtons().filter((button) => YIELD_PAGES.includes(button.menuUrl)),
      createTime,
      context.log,
    );
    if (added > 0) return () => context.log.info(`upgrade seed: added ${added} yield menu entries and buttons`);
  },
};
