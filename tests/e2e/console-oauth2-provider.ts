/**
 * The WeCom stand-in of the end-to-end runs (tests/server/support/oauth2-provider-stand-in.ts): each
 * worker starts one beside its server (farm-test.ts) and configures the server's WeCom app to use
 * it; DingTalk stays unconfigured. Each worker has its own port (e2e-ports.ts).
 */
import { STAND_IN_APPS } from '../server/support/oauth2-provider-stand-in';
import { workerPorts } from './e2e-ports';

export const OAUTH2_PROVIDER_PORT = workerPorts().oauth2Provider;
export const OAUTH2_PROVIDER_URL = `http://127.0.0.1:${OAUTH2_PROVIDER_PORT}`;
/** The WeCom user id the stand-in answers for: whoever is "signed in to WeCom" in the test browser. */
export const WECOM_MEMBER_ID = 'WxLisi';

/** The server's environment for the stand-in WeCom app. */
export const OAUTH2_SERVER_ENV = {
  FARM_OAUTH2_WECHAT_ENTERPRISE_CLIENT_ID: STAND_IN_APPS.wechat_enterprise.clientId,
  FARM_OAUTH2_WECHAT_ENTERPRISE_CLIENT_SECRET: STAND_IN_APPS.wechat_enterprise.clientSecret,
  FARM_OAUTH2_WECHAT_ENTERPRISE_AUTHORIZE_URL: `${OAUTH2_PROVIDER_URL}/wecom/authorize`,
  FARM_OAUTH2_WECHAT_ENTERPRISE_API_URL: `${OAUTH2_PROVIDER_URL}/wecom`,
};
