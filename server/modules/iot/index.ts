import type { FastifyPluginAsync } from 'fastify';
import { ok, requireCaller } from '../../http';
import { listRecords, permissionCode, recordScopeOf, resourceByCode } from '../online';
import { issueIotToken } from './access-token';
import { deviceDataPage } from './device-data-page';
import { parseDeviceDataQuery } from './device-data-query';
import { IOT_PERMISSIONS } from './iot-permissions';

type Query = Record<string, unknown>;

/**
 * The IoT calls of the shell spec: device pictures and sensors (the declared resources, listed
 * as JeecgBoot lists), generated sensor readings (the screens' figures; the device-data menu
 * page lists the stored readings, the declared resource `farm_device_data`), and short-lived
 * tokens for the video player.
 */
export const iotModule: FastifyPluginAsync = async (app) => {
  for (const [url, code] of [
    ['/devicePic/list', 'farm_device_pic'],
    ['/sensor/list', 'farm_sensor'],
  ] as const) {
    const resource = resourceByCode(code);
    if (!resource) continue;
    app.get<{ Querystring: Query }>(
      url,
      { config: { permission: permissionCode(resource.permission, 'list') } },
      async (request) =>
        ok(await listRecords(app.db, resource, request.query, await recordScopeOf(app, request, resource))),
    );
  }

  app.get<{ Querystring: Query }>(
    '/deviceData/list',
    { config: { permission: IOT_PERMISSIONS.deviceData } },
    async (request) =>
      ok(await deviceDataPage(app.db, parseDeviceDataQuery(request.query, app.clock()), request.tenantId)),
  );

  app.get('/accessToken/getToken', { config: { permission: IOT_PERMISSIONS.accessToken } }, async (request) =>
    ok(await issueIotToken(app.db, requireCaller(request).userId, app.clock())),
  );
};

export { iotTokenUser, IOT_TOKEN_LIFETIME_MS } from './access-token';
export { readingAt, SAMPLE_INTERVAL_MS } from './reading-model';
export { IOT_PERMISSIONS, iotButtons } from './iot-permissions';
