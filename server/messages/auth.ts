import { localised, type EnglishTwin } from '../i18n';

/** Answers of the session routes: captcha, login, logout, department, password. */
const chinese = {
  captchaMissing: '验证码无效',
  captchaWrong: '验证码错误',
  /** Never issued, already used once, or older than five minutes. */
  captchaExpired: '验证码已失效，请刷新验证码',
  wrongCredentials: '用户名或密码错误',
  frozen: '该用户已冻结',
  tooManyFailures: (minutes: number) => `登录失败次数过多，请于${minutes}分钟后再试！`,
  /** An address failing many sign-ins waits longer before each further try. */
  tooFast: (seconds: number) => `登录尝试过于频繁，请于${seconds}秒后再试！`,
  /** The account failed often lately (from anywhere): from an address it has not used, the captcha too. */
  captchaRequired: '该账号近期登录失败次数较多，请输入验证码后再登录',
  captchaTooOften: (seconds: number) => `获取验证码过于频繁，请于${seconds}秒后再试`,
  loginSucceeded: '登录成功',
  logoutSucceeded: '退出登录成功！',
  logoutFailed: '退出登录失败！',
  tokenUnknown: 'Token无效!',
  departNotOwned: '所选部门不属于当前用户',
  notYourAccount: '只能操作当前登录用户自己的账号',
  oldPasswordWrong: '旧密码输入错误!',
  passwordsDiffer: '两次输入密码不一致!',
  passwordUnchanged: '新密码不能与旧密码相同',
  passwordRule: '密码长度为8到64个字符，且必须同时包含字母和数字',
  passwordUpdated: '密码修改成功!',
  forceLogoutDone: '强制退出成功！',
  forceLogoutTarget: '请指定要强制退出的会话或用户',
  sessionNotFound: '会话不存在或已失效',
  /** Log entries (sys_log), worded as JeecgBoot words them. */
  loginLogged: (username: string) => `用户名: ${username},登录成功！`,
  logoutLogged: (realname: string) => `用户名: ${realname},退出成功！`,
} as const;

const english: EnglishTwin<typeof chinese> = {
  captchaMissing: 'Invalid captcha',
  captchaWrong: 'Wrong captcha',
  captchaExpired: 'The captcha has expired, please refresh it',
  wrongCredentials: 'Wrong username or password',
  frozen: 'This user is frozen',
  tooManyFailures: (minutes) => `Too many failed sign-ins, please try again in ${minutes} minutes!`,
  tooFast: (seconds) => `Too many sign-in attempts, please try again in ${seconds} seconds!`,
  captchaRequired: 'This account failed to sign in often lately: please enter the captcha too',
  captchaTooOften: (seconds) => `Captchas requested too often, please try again in ${seconds} seconds`,
  loginSucceeded: 'Signed in',
  logoutSucceeded: 'Signed out!',
  logoutFailed: 'Sign-out failed!',
  tokenUnknown: 'Invalid token!',
  departNotOwned: 'The chosen department is not one of this user',
  notYourAccount: 'Only your own account can be changed here',
  oldPasswordWrong: 'The old password is wrong!',
  passwordsDiffer: 'The two passwords differ!',
  passwordUnchanged: 'The new password must differ from the old one',
  passwordRule: 'A password has 8 to 64 characters and holds both letters and digits',
  passwordUpdated: 'Password changed!',
  forceLogoutDone: 'Signed out by force!',
  forceLogoutTarget: 'Please name the session or user to sign out',
  sessionNotFound: 'The session does not exist or has ended',
  // Written into sys_log, whoever asked: stored records stay in the server's language.
  loginLogged: chinese.loginLogged,
  logoutLogged: chinese.logoutLogged,
};

export const authMessages = localised(chinese, english);
