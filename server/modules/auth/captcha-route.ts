import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../http';
import type { AuthState } from './auth-state';
import { captchaImage, randomCaptchaCode } from './captcha-image';

/** `GET /sys/randomImage/{checkKey}`: a captcha image (data URL in `result`) for a login attempt. */
export const captchaRoute: FastifyPluginAsync<AuthState> = async (app, { captchas }) => {
  app.get<{ Params: { checkKey: string } }>(
    '/sys/randomImage/:checkKey',
    {
      config: { public: true },
      schema: { params: { type: 'object', properties: { checkKey: { type: 'string', pattern: '^[A-Za-z0-9_.-]{1,64}$' } } } },
    },
    async (request) => {
      const code = randomCaptchaCode();
      captchas.remember(request.params.checkKey, code);
      return ok(captchaImage(code));
    },
  );
};
