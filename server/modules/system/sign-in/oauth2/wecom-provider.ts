import type { OAuth2Provider } from './provider';
import { providerJson, textField } from './provider-request';

const OK = 0;

/**
 * WeCom (企业微信), as JeecgBoot's ThirdAppWechatEnterpriseServiceImpl uses it: the silent
 * `snsapi_base` authorisation, then `cgi-bin/gettoken` with the corp id and app secret and
 * `cgi-bin/auth/getuserinfo` with the code, which names a member by `userid` (older answers:
 * `UserId`). A visitor outside the corp gets an `openid` only: not a member.
 */
export const wecomProvider: OAuth2Provider = {
  authorizeAddress(app, callback, state) {
    const query = new URLSearchParams({
      appid: app.clientId,
      redirect_uri: callback,
      response_type: 'code',
      scope: 'snsapi_base',
      state,
    });
    return `${app.authorizeUrl}?${query}#wechat_redirect`;
  },

  codeOf: (query) => query.code || null,

  async identify(app, code) {
    const tokenQuery = new URLSearchParams({ corpid: app.clientId, corpsecret: app.clientSecret });
    const tokenAnswer = await providerJson(`${app.apiUrl}/cgi-bin/gettoken?${tokenQuery}`);
    const accessToken = tokenAnswer.errcode === OK ? textField(tokenAnswer, 'access_token') : null;
    if (!accessToken) return null;
    const userQuery = new URLSearchParams({ access_token: accessToken, code });
    const user = await providerJson(`${app.apiUrl}/cgi-bin/auth/getuserinfo?${userQuery}`);
    if (user.errcode !== OK) return null;
    const userId = textField(user, 'userid') ?? textField(user, 'UserId');
    return userId ? { userId } : null;
  },
};
