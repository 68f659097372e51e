import type { OAuth2Provider } from './provider';
import { providerJson, textField } from './provider-request';

const OK = 0;
const JSON_HEADERS = { 'content-type': 'application/json' };

/**
 * DingTalk (钉钉), as JeecgBoot's ThirdAppDingtalkServiceImpl uses it: the `openid` authorisation
 * comes back with an `authCode`; `v1.0/oauth2/userAccessToken` turns it into the user's token,
 * `v1.0/contact/users/me` names the user's union id, and the app's own token (`gettoken`) maps the
 * union id to the user id within the organisation (`topapi/user/getbyunionid`).
 */
export const dingtalkProvider: OAuth2Provider = {
  authorizeAddress(app, callback, state) {
    const query = new URLSearchParams({
      redirect_uri: callback,
      response_type: 'code',
      client_id: app.clientId,
      scope: 'openid',
      state,
      prompt: 'consent',
    });
    return `${app.authorizeUrl}?${query}`;
  },

  codeOf: (query) => query.authCode || query.code || null,

  async identify(app, code) {
    const userToken = await providerJson(`${app.apiUrl}/v1.0/oauth2/userAccessToken`, {
      method: 'POST',
      headers: JSON_HEADERS,
      body: JSON.stringify({
        clientId: app.clientId,
        clientSecret: app.clientSecret,
        code,
        grantType: 'authorization_code',
      }),
    });
    const userAccessToken = textField(userToken, 'accessToken');
    if (!userAccessToken) return null;
    const me = await providerJson(`${app.apiUrl}/v1.0/contact/users/me`, {
      headers: { 'x-acs-dingtalk-access-token': userAccessToken },
    });
    const unionId = textField(me, 'unionId');
    if (!unionId) return null;

    const appToken = await providerJson(
      `${app.oapiUrl}/gettoken?${new URLSearchParams({ appkey: app.clientId, appsecret: app.clientSecret })}`,
    );
    const accessToken = appToken.errcode === OK ? textField(appToken, 'access_token') : null;
    if (!accessToken) return null;
    const member = await providerJson(
      `${app.oapiUrl}/topapi/user/getbyunionid?${new URLSearchParams({ access_token: accessToken })}`,
      {
        method: 'POST',
        headers: JSON_HEADERS,
        body: JSON.stringify({ unionid: unionId }),
      },
    );
    const result =
      member.errcode === OK && member.result && typeof member.result === 'object'
        ? (member.result as Record<string, unknown>)
        : null;
    const userId = result ? textField(result, 'userid') : null;
    return userId ? { userId, unionId } : null;
  },
};
