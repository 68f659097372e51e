import type { FastifyPluginAsync } from 'fastify';
import { fail, okMessage } from '../../../http';
import { signInMessages } from '../../../messages';
import type { SmsPurpose } from './sign-in-settings';
import { MOBILE_PATTERN, type SignInState } from './sign-in-state';
import { standingRefusal } from './user-standing';

interface SmsBody {
  mobile: string;
  /** JeecgBoot's template modes: '0' login, '1' register, '2' forgotten password. */
  smsmode: '0' | '1' | '2';
}

const smsSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['mobile', 'smsmode'],
  properties: {
    mobile: { type: 'string', pattern: MOBILE_PATTERN },
    smsmode: { type: 'string', enum: ['0', '1', '2'] },
  },
} as const;

const PURPOSES: Record<SmsBody['smsmode'], SmsPurpose> = { '0': 'login', '1': 'register', '2': 'forget' };

/**
 * `POST /sys/sms`: sends a six-digit code. Registering needs a phone no account has; signing in
 * and recovering a password need an account that may sign in. An address may ask ten times an
 * hour, counted before the account is looked up, so these answers cannot be collected quickly;
 * a phone gets one code a minute and five an hour.
 */
export const smsRoute: FastifyPluginAsync<SignInState> = async (app, state) => {
  app.post<{ Body: SmsBody }>(
    '/sys/sms',
    { config: { public: true }, schema: { body: smsSchema } },
    async (request) => {
      const { mobile } = request.body;
      const purpose = PURPOSES[request.body.smsmode];
      if (!(await state.sendThrottle.admit(request.ip))) return fail(signInMessages.tooManySms);
      const user = await app.db
        .selectFrom('sys_user')
        .select(['status', 'delFlag'])
        .where('phone', '=', mobile)
        .where('delFlag', '=', 0)
        .executeTakeFirst();
      if (purpose === 'register' && user) return fail(signInMessages.phoneRegistered);
      if (purpose !== 'register') {
        const refused = standingRefusal(user);
        if (refused) return refused;
      }
      const wait = await state.codes.resendWait(mobile);
      if (wait > 0) return fail(signInMessages.resendTooSoon(Math.ceil(wait / 1000)));
      if (!(await state.sendThrottle.admitPhone(mobile))) return fail(signInMessages.tooManySms);

      const code = await state.codes.issue(mobile, purpose);
      try {
        await state.sendSms({ phone: mobile, code, purpose });
      } catch (error) {
        await state.codes.forget(mobile);
        request.log.error({ err: error }, 'SMS code could not be sent');
        return fail(signInMessages.smsFailed);
      }
      return okMessage(signInMessages.smsSent);
    },
  );
};
