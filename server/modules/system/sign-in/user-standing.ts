import { fail, type Envelope } from '../../../http';
import { authMessages, signInMessages } from '../../../messages';

/**
 * JeecgBoot's `checkUserIsEffective`: the ways in other than the password form (phone, third
 * party, CAS) say plainly why an account may not sign in.
 */
export function standingRefusal(user: { status: number; delFlag: number } | undefined): Envelope<null> | null {
  if (!user) return fail(signInMessages.userUnknown);
  if (user.delFlag !== 0) return fail(signInMessages.userDeleted);
  if (user.status !== 1) return fail(authMessages.frozen);
  return null;
}
