import { localised, type EnglishTwin } from '../i18n';

/** Answers of the enterprise-chat OAuth2 app sign-in (WeCom, DingTalk). */
const chinese = {
  /** JeecgBoot's answer for a source it has no app for. */
  unsupportedSource: '不支持的source',
  /** The return path the console asked for is not a path of this site. */
  badState: 'state 参数无效',
  /** JeecgBoot's answer for a provider account bound to no user ("not synchronised"). */
  unbound: '该用户尚未同步，请同步后再次登录！',
  /** The provider refused the code or could not be reached (JeecgBoot: 登录失败). */
  providerFailed: '登录失败',
  /** The user cancelled or the provider sent no code. */
  denied: '登录失败，未获得授权',
  /** The sign-in code is unknown, already used or older than its lifetime. */
  codeInvalid: '登录凭证无效或已过期，请重新登录',
  /** Written into sys_log, whoever asked: stored records stay in the server's language. */
  logged: (username: string, source: string) => `用户名: ${username},登录成功[${source}]！`,
} as const;

const english: EnglishTwin<typeof chinese> = {
  unsupportedSource: 'Unsupported source',
  badState: 'The state parameter is invalid',
  unbound: 'This user has not been synchronised yet, please synchronise and sign in again!',
  providerFailed: 'Sign-in failed',
  denied: 'Sign-in failed: no authorisation was given',
  codeInvalid: 'The sign-in code is invalid or has expired, please sign in again',
  logged: chinese.logged,
};

export const oauth2Messages = localised(chinese, english);
