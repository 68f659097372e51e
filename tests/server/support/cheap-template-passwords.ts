import { scrypt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { verifyPassword } from '../../../server/security';

/**
 * The scrypt cost the template's accounts are stored with. A hash carries its own cost
 * (`scrypt$N$r$p$hex`, server/security/password.ts), which the server checks a password with,
 * as it does for hashes made before a raise of its cost.
 */
const TEMPLATE_COST = 1024;
const BLOCK_SIZE = 8;
const PARALLELISM = 1;
const KEY_LENGTH = 64;

function derive(password: string, salt: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(
      password.normalize('NFC'),
      salt,
      KEY_LENGTH,
      { N: TEMPLATE_COST, r: BLOCK_SIZE, p: PARALLELISM },
      (error, key) => (error ? reject(error) : resolve(key)),
    );
  });
}

/**
 * Stores the seeded accounts whose password is one of `passwords` again at a sixteenth of the
 * server's cost. The server's tests sign those accounts in about six hundred times a run, and at
 * the server's cost each check is some 45 ms of CPU; passwords the tests set themselves are still
 * hashed, and checked, at the server's own cost.
 */
export async function storeTemplatePasswordsCheaply(app: FastifyInstance, passwords: readonly string[]): Promise<void> {
  const users = await app.db.selectFrom('sys_user').select(['id', 'password', 'salt']).execute();
  for (const user of users) {
    for (const password of passwords) {
      if (!(await verifyPassword(password, user))) continue;
      const key = await derive(password, user.salt);
      await app.db
        .updateTable('sys_user')
        .set({ password: `scrypt$${TEMPLATE_COST}$${BLOCK_SIZE}$${PARALLELISM}$${key.toString('hex')}` })
        .where('id', '=', user.id)
        .execute();
      break;
    }
  }
}
