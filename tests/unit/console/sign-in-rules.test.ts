import { describe, expect, it } from 'vitest';
import { validateForm } from '../../../elements/core/validation';
import { accountLoginRules, phoneLoginRules } from '../../../console/session/views/login-rules';
import { passwordLevel, registerRules } from '../../../console/session/views/register-rules';
import { isTrustedOrigin, readThirdPartyMessage } from '../../../console/session/views/third-party-message';
import { enterpriseChatSource } from '../../../console/session/views/use-oauth2-login';

describe('the account login asks for the login-form username patterns, a password and the captcha', () => {
  it('names what is missing', async () => {
    expect(await validateForm({ username: '', password: '', captcha: '' }, accountLoginRules())).toEqual({
      username: '请输入用户名',
      password: '请输入密码!',
      captcha: '请输入验证码!',
    });
  });

  it('keeps the username pattern and its disagreeing length message', async () => {
    expect(
      (await validateForm({ username: 'ad-min', password: 'x', captcha: 'x' }, accountLoginRules())).username,
    ).toBe('只允许字母、数字、下划线');
    expect((await validateForm({ username: 'abc', password: 'x', captcha: 'x' }, accountLoginRules())).username).toBe(
      '长度6到18个字符',
    );
    expect(await validateForm({ username: 'admin', password: 'x', captcha: 'x' }, accountLoginRules())).toEqual({});
  });
});

describe('the phone login asks for a mobile number and the SMS code', () => {
  it('uses the login-form mobile pattern', async () => {
    expect(await validateForm({ mobile: '', smsCode: '' }, phoneLoginRules())).toEqual({
      mobile: '请输入手机号',
      smsCode: '请输入验证码!',
    });
    expect((await validateForm({ mobile: '12800000000', smsCode: '1' }, phoneLoginRules())).mobile).toBe(
      '请输入正确手机号',
    );
    expect(await validateForm({ mobile: '13800000000', smsCode: '1' }, phoneLoginRules())).toEqual({});
  });
});

describe('registration checks the password strength and its confirmation', () => {
  const form = (password: string, password2: string) => ({
    username: 'newuser',
    password,
    password2,
    mobile: '13800000000',
    captcha: '1234',
  });
  const check = (password: string, password2 = password) =>
    validateForm(
      form(password, password2),
      registerRules(() => password),
    );

  it('needs 8 characters with a letter, a digit and a symbol', async () => {
    expect((await check('short1!')).password).toBe('密码由8位数字、大小写字母和特殊符号组成!');
    expect((await check('lettersonly')).password).toBe('密码由8位数字、大小写字母和特殊符号组成!');
    expect(await check('Farm-2024x')).toEqual({});
  });

  it('needs the same password twice', async () => {
    expect((await check('Farm-2024x', 'Farm-2024y')).password2).toBe('两次密码不一致');
    expect((await check('Farm-2024x', '')).password2).toBe('请输入密码');
  });

  it('rates a password low, medium or strong', () => {
    expect(passwordLevel('')).toBe(0);
    expect(passwordLevel('abcdefgh')).toBe(1);
    expect(passwordLevel('abcd1234')).toBe(2);
    expect(passwordLevel('abcd1234!')).toBe(3);
  });
});

describe('the third-party login popup messages', () => {
  it('reads a token, a failure, a binding request or something unknown', () => {
    expect(readThirdPartyMessage('abc.def')).toEqual({ kind: 'token', token: 'abc.def' });
    expect(readThirdPartyMessage('登录失败')).toEqual({ kind: 'failed' });
    expect(readThirdPartyMessage('绑定手机号,uuid-1')).toEqual({ kind: 'needs-binding' });
    expect(readThirdPartyMessage({ isObj: true, uuid: 'x' })).toEqual({ kind: 'needs-binding' });
    expect(readThirdPartyMessage(42)).toEqual({ kind: 'unrecognised' });
    expect(readThirdPartyMessage('  ')).toEqual({ kind: 'unrecognised' });
  });

  it('takes messages only from this page or the API origin', () => {
    expect(isTrustedOrigin('https://console.example', '/farm-machine', 'https://console.example')).toBe(true);
    expect(isTrustedOrigin('https://api.example', 'https://api.example/farm-machine', 'https://console.example')).toBe(
      true,
    );
    expect(isTrustedOrigin('https://evil.example', '/farm-machine', 'https://console.example')).toBe(false);
    expect(isTrustedOrigin('null', '/farm-machine', 'https://console.example')).toBe(false);
  });
});

describe('enterprise-chat browsers log in through their own OAuth2 source', () => {
  it('tells WeCom from DingTalk', () => {
    expect(enterpriseChatSource('Mozilla/5.0 wxwork/4.0')).toBe('wechat_enterprise');
    expect(enterpriseChatSource('Mozilla/5.0 DingTalk/7.0')).toBe('dingtalk');
    expect(enterpriseChatSource('Mozilla/5.0 Chrome/120')).toBeNull();
  });
});
