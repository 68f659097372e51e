import { authLogLines } from '../../../messages';
import { randomPassword } from '../../../security';
import { formatDate, formatDateTime } from '../../time';
import type { Seed } from '../runner';
import { insertAccess } from './access';
import { insertAnnouncements, insertDictionaries, insertVisitLogs } from './insert-messages';
import { insertOrganisation } from './insert-organisation';
import { insertPeople } from './insert-people';

/**
 * The demo system data of a first start. The admin password comes from the settings, or is
 * random and printed once in the server log; never a well-known default.
 */
export const systemDemoSeed: Seed = {
  name: 'system-demo',
  async run(trx, context) {
    const createTime = formatDateTime(context.now);
    const password = context.adminPassword ?? randomPassword();
    await insertOrganisation(trx, createTime, formatDate(context.now));
    await insertAccess(trx, createTime);
    await insertPeople(trx, createTime, password);
    await insertDictionaries(trx, createTime);
    await insertAnnouncements(trx, context.now);
    await insertVisitLogs(trx, context.now);
    if (context.adminPassword) return;
    return () => context.log.warn(authLogLines.adminCreated('admin', password));
  },
  alreadyApplied(context) {
    if (context.adminPassword) context.log.info(authLogLines.adminPasswordIgnored);
  },
};
