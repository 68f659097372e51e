/** Answers of the sign-in pages' account calls: SMS codes, phone login, registration, recovery, SSO. */
export const signInMessages = {
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

/** Lines for the operator in the server log. */
export const signInLogLines = {
  smsCode: (phone: string, code: string, purpose: string) =>
    `SMS code for ${phone} (${purpose}): ${code}. No SMS sender is configured, so codes are written here.`,
} as const;
