import { firstStartLines as say } from '../../../messages';
import { formatDate, formatDateTime } from '../../time';
import { showFirstPasswords } from '../print-first-passwords';
import type { Seed } from '../runner';
import { insertAccess } from './access';
import { firstPasswords } from './first-passwords';
import { insertAnnouncements, insertDictionaries, insertVisitLogs } from './insert-messages';
import { insertOrganisation } from './insert-organisation';
import { insertPeople } from './insert-people';
import { firstStartUsers } from './people';

/**
 * The system data of a first start: organisation, menus, roles, dictionaries and the admin, plus
 * (unless FARM_DEMO=off) the demo accounts, their announcements and a week of sign-ins. Passwords
 * come from the settings or are random, one per account, shown once to whoever starts the
 * server (on the terminal, or in a private file when the output is a pipe) and never written to
 * the log; none is a well-known default.
 */
export const systemDemoSeed: Seed = {
  name: 'system-demo',
  async run(trx, context) {
    const createTime = formatDateTime(context.now);
    const accounts = firstStartUsers(context.demoData);
    const passwords = firstPasswords(accounts, context);
    await insertOrganisation(trx, createTime, formatDate(context.now));
    await insertAccess(trx, createTime);
    await insertPeople(
      trx,
      createTime,
      accounts,
      passwords.map((chosen) => chosen.password),
    );
    await insertDictionaries(trx, createTime);
    if (context.demoData) {
      await insertAnnouncements(trx, context.now);
      await insertVisitLogs(trx, context.now);
    }
    const made = passwords.filter((chosen) => chosen.random);
    if (!made.length) return;
    return () => {
      const usernames = made.map((chosen) => chosen.username);
      const shown = showFirstPasswords(made, context.dataDir, context.terminal);
      context.log.warn(
        shown.on === 'file'
          ? say.passwordsWrittenToFile(usernames, shown.file)
          : say.passwordsShownOnTerminal(usernames),
      );
    };
  },
  alreadyApplied(context) {
    if (context.adminPassword) context.log.info(say.adminPasswordIgnored);
    if (!context.demoData || context.demoPassword) context.log.info(say.demoSettingsIgnored);
  },
};
