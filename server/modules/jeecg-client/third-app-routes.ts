import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../http';

/** Which third-party apps (企业微信, 钉钉) the user and department pages offer to sync with. */
export interface EnabledTypes {
  wechatEnterprise: boolean;
  dingtalk: boolean;
}

/**
 * `GET /sys/thirdApp/getEnabledType`, as JeecgBoot's ThirdAppController answers it:
 * `Result.OK({ wechatEnterprise, dingtalk })`. This server syncs users and departments with
 * neither (it has no `/sys/thirdApp/sync/*`), so both are off and the stock client's user page
 * shows no sync buttons that would lead nowhere. Third-party sign-in (`FARM_THIRD_LOGIN`) is
 * another matter and is not affected.
 */
export const thirdAppRoutes: FastifyPluginAsync = async (app) => {
  const enabled: EnabledTypes = { wechatEnterprise: false, dingtalk: false };
  app.get('/sys/thirdApp/getEnabledType', { config: { selfService: true } }, async () => ok(enabled));
};
