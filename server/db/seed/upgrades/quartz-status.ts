import { formatDateTime } from '../../time';
import type { Seed } from '../runner';
import { QUARTZ_STATUS } from '../system-demo/dictionaries';
import { insertDictionary } from '../system-demo/insert-messages';

/**
 * JeecgBoot's 定时任务状态 dictionary (`quartz_status`: 0 正常, -1 停止), which the stock client's
 * job form draws its status radio from, on a database seeded before it. One that holds a
 * dictionary of that code already (a JeecgBoot database does) keeps it as it is.
 */
export const quartzStatusSeed: Seed = {
  name: 'upgrade-quartz-status',
  async run(trx, context) {
    const present = await trx
      .selectFrom('sys_dict')
      .select('id')
      .where('dictCode', '=', QUARTZ_STATUS.code)
      .executeTakeFirst();
    if (present) return;
    await insertDictionary(trx, QUARTZ_STATUS, formatDateTime(context.now));
    return () => context.log.info(`upgrade seed: added the ${QUARTZ_STATUS.code} dictionary`);
  },
};
