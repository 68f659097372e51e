import { randomPassword } from '../../../security';
import type { FirstPassword } from '../print-first-passwords';
import type { SeedContext } from '../runner';
import { ADMIN_USER_ID, type UserSeed } from './people';

export interface ChosenPassword extends FirstPassword {
  /** Made up here, so only the terminal table can tell it to anyone. */
  random: boolean;
}

/**
 * Each account's first password, in the order of `accounts`: FARM_ADMIN_PASSWORD for the admin
 * and FARM_DEMO_PASSWORD for the demo accounts when set, otherwise one random password each, so
 * knowing one account's password opens no other.
 */
export function firstPasswords(
  accounts: readonly UserSeed[],
  context: Pick<SeedContext, 'adminPassword' | 'demoPassword'>,
): ChosenPassword[] {
  return accounts.map((user) => {
    const given = user.id === ADMIN_USER_ID ? context.adminPassword : context.demoPassword;
    return { username: user.username, password: given ?? randomPassword(), random: given === undefined };
  });
}
