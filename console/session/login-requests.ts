import { getAction, isSuccessful, postAction, type Envelope } from '../../elements/core/http';
import { sessionSettings } from './session-settings';
import { acceptLogin, LoginRejected, storeLogin, type LoginAnswer } from './login-answer';

export interface PasswordLogin {
  username: string;
  password: string;
  captcha: string;
  /** The key the captcha image was fetched with. */
  checkKey: string;
  remember_me: boolean;
}

export interface PhoneLogin {
  mobile: string;
  /** The SMS code. */
  captcha: string;
  remember_me: boolean;
}

/** `smsmode` of /sys/sms: '0' login, '1' register, '2' forgotten password. */
export type SmsPurpose = '0' | '1' | '2';

export const CAPTCHA_PATH = '/sys/randomImage';

export async function loginWithPassword(form: PasswordLogin): Promise<LoginAnswer> {
  return acceptLogin(await postAction<LoginAnswer>('/sys/login', form));
}

export async function loginWithPhone(form: PhoneLogin): Promise<LoginAnswer> {
  return acceptLogin(await postAction<LoginAnswer>('/sys/phoneLogin', form));
}

/** The third-party login: the provider's one-time token becomes a session. */
export async function loginWithThirdPartyToken(token: string, thirdType: string): Promise<LoginAnswer> {
  const path = `/sys/thirdLogin/getLoginUser/${encodeURIComponent(token)}/${encodeURIComponent(thirdType)}`;
  return acceptLogin(await getAction<LoginAnswer>(path));
}

/**
 * The enterprise-chat OAuth2 sign-in: the single-use code the server sent the browser back with
 * becomes a session, by POST so that it never sits in a URL.
 */
export async function loginWithOAuth2Code(code: string): Promise<LoginAnswer> {
  return acceptLogin(await postAction<LoginAnswer>('/sys/thirdLogin/oauth2/exchange', { code }));
}

/** The captcha image (a data URL) for a login attempt identified by `checkKey`. */
export function fetchCaptchaImage(checkKey: string): Promise<Envelope<string>> {
  return getAction<string>(`${CAPTCHA_PATH}/${encodeURIComponent(checkKey)}`);
}

export function sendSmsCode(mobile: string, smsmode: SmsPurpose): Promise<Envelope<unknown>> {
  return postAction('/sys/sms', { mobile, smsmode });
}

/** CAS validation (off unless configured): succeeds on the success flag, as the spec says. */
export async function loginWithCasTicket(ticket: string, service: string): Promise<LoginAnswer> {
  const response = await getAction<LoginAnswer>('/sys/cas/client/validateLogin', { ticket, service });
  if (!isSuccessful(response) || !response.result?.token || !response.result.userInfo)
    throw new LoginRejected(response);
  storeLogin(response.result);
  return response.result;
}

export interface Registration {
  username: string;
  password: string;
  phone: string;
  smscode: string;
}

export function register(form: Registration): Promise<Envelope<unknown>> {
  return postAction('/sys/user/register', form);
}

/** Step 2 of the alteration: the SMS code proves the phone; answers the account it belongs to. */
export function verifyPhone(
  phone: string,
  smscode: string,
): Promise<Envelope<{ username?: string; smscode?: string }>> {
  return postAction<{ username?: string; smscode?: string }>('/sys/user/phoneVerification', { phone, smscode });
}

export interface PasswordChange {
  username: string;
  password: string;
  smscode: string;
  phone: string;
}

/**
 * Step 3 of the alteration. The password travels in the body unless the deployment is set to
 * the stock JeecgBoot backend's GET (SessionSettings.passwordRecoveryMethod).
 */
export function changeForgottenPassword(change: PasswordChange): Promise<Envelope<unknown>> {
  if (sessionSettings().passwordRecoveryMethod === 'get') return getAction('/sys/user/passwordChange', { ...change });
  return postAction('/sys/user/passwordChange', { ...change });
}
