import type { FastifyInstance } from 'fastify';
import { hashPassword, verifyPassword } from '../../../server/security';

/**
 * The scrypt cost the template's accounts are stored with. A hash carries its own cost
 * (`scrypt$N$r$p$hex`), which the server checks a password with, as it does for hashes made
 * before a raise of its cost.
 */
const TEMPLATE_COST = 1024;

/**
 * Stores the seeded accounts whose password is one of `passwords` (the likeliest first) again at
 * a sixteenth of the server's cost. The server's tests sign those accounts in some 370 times a
 * run, and at the server's cost each check is about 45 ms of CPU; passwords the tests set
 * themselves are still hashed, and checked, at the server's own cost.
 */
export async function storeTemplatePasswordsCheaply(app: FastifyInstance, passwords: readonly string[]): Promise<void> {
  const users = await app.db.selectFrom('sys_user').select(['id', 'password', 'salt']).execute();
  for (const user of users) {
    for (const password of passwords) {
      if (!(await verifyPassword(password, user))) continue;
      await app.db
        .updateTable('sys_user')
        .set(await hashPassword(password, TEMPLATE_COST))
        .where('id', '=', user.id)
        .execute();
      break;
    }
  }
}
