import type { FastifyPluginAsync } from 'fastify';
import { fail, ok } from '../../http';
import { authMessages } from '../../messages';
import { addressBucket } from '../../security';
import type { AuthState } from './auth-state';
import { captchaImage, randomCaptchaCode } from './captcha-image';

/**
 * 60 images a minute per address: a login page asks for one on load and after each failure, so
 * people never come near it, even a few behind one office address (or a test run signing in
 * page after page), while one address can hold at most 300 of the 10,000 pending codes (5
 * minutes' worth; the oldest are dropped first): flooding them out takes dozens of addresses.
 */
export const CAPTCHA_ISSUE_LIMIT = { perAddress: 60, windowMs: 60_000 } as const;

/** `GET /sys/randomImage/{checkKey}`: a captcha image (data URL in `result`) for a login attempt. */
export const captchaRoute: FastifyPluginAsync<AuthState> = async (app, { captchas }) => {
  const issued = app.sharedState.eventWindow('captcha-images', CAPTCHA_ISSUE_LIMIT.windowMs);
  app.get<{ Params: { checkKey: string } }>(
    '/sys/randomImage/:checkKey',
    {
      config: { public: true },
      schema: {
        params: { type: 'object', properties: { checkKey: { type: 'string', pattern: '^[A-Za-z0-9_.-]{1,64}$' } } },
      },
    },
    async (request) => {
      const wait = await issued.take(addressBucket(request.ip), CAPTCHA_ISSUE_LIMIT.perAddress);
      if (wait > 0) return fail(authMessages.captchaTooOften(Math.ceil(wait / 1000)));
      const code = randomCaptchaCode();
      await captchas.remember(request.params.checkKey, code);
      return ok(captchaImage(code));
    },
  );
};
