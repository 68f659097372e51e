import { formatDateTime } from '../../time';
import type { Seed } from '../runner';
import { insertAdminButtons } from './insert-buttons';
import { insertAdminDemo } from './insert-demo';

/**
 * After the system demo: the button permissions of department grants and department roles and
 * of the monitor pages' lists, granted to the admin role; unless FARM_DEMO=off, a department with
 * roles and grants (one held by a demo account), a data rule, gateway routes and a data source to
 * look at.
 */
export const systemAdminSeed: Seed = {
  name: 'system-admin',
  async run(trx, context) {
    const createTime = formatDateTime(context.now);
    await insertAdminButtons(trx, createTime);
    if (context.demoData) await insertAdminDemo(trx, createTime);
  },
};
