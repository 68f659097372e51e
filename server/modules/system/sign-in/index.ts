import type { FastifyPluginAsync } from 'fastify';
import { signInLogLines } from '../../../messages';
import { casRoute } from './cas-route';
import { oauth2SignIn } from './oauth2';
import { passwordRecoveryRoutes } from './password-recovery-routes';
import { phoneLoginRoute } from './phone-login-route';
import { registerRoute } from './register-route';
import { signInSettingsOf } from './sign-in-environment';
import type { SmsSender } from './sign-in-settings';
import type { SignInState } from './sign-in-state';
import { SmsCodeStore, SmsSendThrottle } from './sms-codes';
import { smsRoute } from './sms-route';
import { thirdPartyRoute } from './third-party-route';

/**
 * The ways in besides the password form, and the account pages of the sign-in layout: SMS codes,
 * phone login, registration, password recovery, third-party, CAS and enterprise-chat OAuth2 sign-in.
 */
export const signInRoutes: FastifyPluginAsync = async (app) => {
  const configured = app.settings.signIn ?? signInSettingsOf(app.settings);
  // Without a configured gateway the code goes to the operator's log, which is how a fresh install is tried out.
  const logSender: SmsSender = async ({ phone, code, purpose }) =>
    app.log.info(signInLogLines.smsCode(phone, code, purpose));
  const state: SignInState = {
    codes: new SmsCodeStore(app.clock, app.sharedState),
    sendThrottle: new SmsSendThrottle(app.sharedState),
    sendSms: configured.smsSender ?? logSender,
    thirdParty: configured.thirdParty ?? {},
    casServerUrl: configured.casServerUrl,
  };
  await app.register(smsRoute, state);
  await app.register(phoneLoginRoute, state);
  await app.register(registerRoute, state);
  await app.register(passwordRecoveryRoutes, state);
  await app.register(thirdPartyRoute, state);
  await app.register(casRoute, state);
  await app.register(oauth2SignIn);
};

export { loginResult } from './login-answer';
export type { MultiDepart } from './login-answer';
export { identityServiceProvider } from './identity-service-provider';
export { SMS_CODE_LIMITS, SMS_SEND_LIMIT } from './sms-codes';
export { OAUTH2_SIGN_IN_CODE_LIFETIME_MS, OAUTH2_STATE_LIFETIME_MS } from './oauth2';
export type { SignInSettings, SmsMessage, SmsPurpose, SmsSender, ThirdPartyProvider } from './sign-in-settings';
