import { localised, type EnglishTwin } from '../i18n';

/** Answers of the sign-in pages' account calls: SMS codes, phone login, registration, recovery, SSO. */
const chinese = {
  /** JeecgBoot's `checkUserIsEffective` wording. */
  userUnknown: '该用户不存在，请注册',
  userDeleted: '该用户已注销',

  phoneRegistered: '手机号已经注册，请直接登录！',
  resendTooSoon: (seconds: number) => `验证码已发送，请${seconds}秒后再获取`,
  tooManySms: '短信发送次数过多，请稍后再试',
  smsFailed: '短信验证码发送失败,请稍后重试',
  smsSent: '短信验证码已发送',
  codeMissing: '手机验证码失效，请重新获取',
  codeWrong: '手机验证码错误',
  codeExhausted: '验证码错误次数过多，请重新获取',

  usernameRegistered: '用户名已注册',
  phoneTakenOnRegister: '该手机号已注册',
  emailRegistered: '邮箱已被注册',
  registered: '注册成功',

  resetFailed: '重置密码失败！',
  resetUserUnknown: '未找到用户！',
  passwordReset: '密码重置完成！',
  /** A password in a URL ends up in logs, proxies and browser history. */
  passwordInUrl: '请用 POST 提交新密码，密码不能放在链接中',

  thirdPartyNotConfigured: (thirdType: string) => `第三方登录未配置：${thirdType}`,
  thirdPartyRefused: '第三方登录失败，令牌无效或已过期',
  thirdPartyUnavailable: '第三方登录服务暂时不可用，请稍后重试',
  thirdPartyLogged: (username: string) => `用户名: ${username},登录成功[第三方用户]！`,

  casNotConfigured: 'CAS单点登录未配置',
  casTicketMissing: '缺少参数 ticket 或 service',
  casTicketRefused: 'CAS票据校验失败',
  casUnavailable: 'CAS服务暂时不可用，请稍后重试',
} as const;

const english: EnglishTwin<typeof chinese> = {
  userUnknown: 'This user does not exist, please register',
  userDeleted: 'This user has been deregistered',

  phoneRegistered: 'This phone number is already registered, please sign in!',
  resendTooSoon: (seconds) => `A code was sent, please ask again in ${seconds} seconds`,
  tooManySms: 'Too many text messages sent, please try again later',
  smsFailed: 'The text message code could not be sent, please try again later',
  smsSent: 'Text message code sent',
  codeMissing: 'The phone code has expired, please ask for a new one',
  codeWrong: 'Wrong phone code',
  codeExhausted: 'Too many wrong codes, please ask for a new one',

  usernameRegistered: 'This username is already registered',
  phoneTakenOnRegister: 'This phone number is already registered',
  emailRegistered: 'This email is already registered',
  registered: 'Registered',

  resetFailed: 'Password reset failed!',
  resetUserUnknown: 'User not found!',
  passwordReset: 'Password reset!',
  passwordInUrl: 'Please send the new password by POST: a password never goes in a link',

  thirdPartyNotConfigured: (thirdType) => `Third-party sign-in is not configured: ${thirdType}`,
  thirdPartyRefused: 'Third-party sign-in failed: the token is invalid or has expired',
  thirdPartyUnavailable: 'Third-party sign-in is temporarily unavailable, please try again later',
  // Written into sys_log, whoever asked: stored records stay in the server's language.
  thirdPartyLogged: chinese.thirdPartyLogged,

  casNotConfigured: 'CAS single sign-on is not configured',
  casTicketMissing: 'Missing parameter ticket or service',
  casTicketRefused: 'The CAS ticket was refused',
  casUnavailable: 'CAS is temporarily unavailable, please try again later',
};

export const signInMessages = localised(chinese, english);

/** Lines for the operator in the server log. */
export const signInLogLines = {
  smsCode: (phone: string, code: string, purpose: string) =>
    `SMS code for ${phone} (${purpose}): ${code}. No SMS sender is configured, so codes are written here.`,
} as const;
