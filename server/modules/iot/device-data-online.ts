import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../http';
import { allDictItems } from '../dict';
import { deviceDataPage } from './device-data-page';
import { parseDeviceDataQuery } from './device-data-query';
import { IOT_PERMISSIONS } from './iot-permissions';

type Query = Record<string, unknown>;

/** The device-data menu page is an online list (code farm_device_data) over computed readings. */
const CODE = 'farm_device_data';
const api = '/online/cgform/api';
const READ_ONLY = ['add', 'update', 'delete', 'batch_delete', 'import', 'export'];

const columns = [
  { title: '采集时间', dataIndex: 'collectTime' },
  { title: '设备编号', dataIndex: 'deviceCode' },
  { title: '传感器', dataIndex: 'sensorName' },
  { title: '传感器类型', dataIndex: 'sensorType', customRender: 'sensorType' },
  { title: '读数', dataIndex: 'value' },
  { title: '单位', dataIndex: 'unit' },
].map((column) => ({ align: 'center', sorter: column.dataIndex === 'collectTime', ...column }));

/**
 * The online list's own defaults mean nothing for readings: its default sort (`createTime`)
 * is the collection time, and an empty advanced query is no filter.
 */
function readingQuery(query: Query): Query {
  const { column, superQueryMatchType: _match, ...rest } = query;
  return column && column !== 'createTime' ? { ...rest, column } : rest;
}

/**
 * The online-form API for the device-data page (static routes, which win over the generic
 * `/online/cgform/api/.../:code` ones): read-only columns, the query form, and pages of readings.
 */
export const deviceDataOnline: FastifyPluginAsync = async (app) => {
  const config = { permission: IOT_PERMISSIONS.deviceData };
  app.get(`${api}/getColumns/${CODE}`, { config }, async () => {
    const items = await allDictItems(app.db, ['farm_sensor_type']);
    return ok({
      columns,
      dictOptions: { sensorType: items.farm_sensor_type ?? [] },
      formTemplate: '1',
      description: '设备数据',
      currentTableName: CODE,
      tableType: 1,
      paginationFlag: 'Y',
      checkboxFlag: 'N',
      scrollFlag: 0,
      isTree: 'N',
      hideColumns: READ_ONLY,
      cgButtonList: [],
      enhanceJs: '',
      foreignKeys: [],
      fieldHrefSlots: [],
    });
  });
  app.get(`${api}/getQueryInfo/${CODE}`, { config }, async () =>
    ok([
      { field: 'deviceCode', label: '设备编号', view: 'text', mode: 'single', order: 0 },
      { field: 'sensorType', label: '传感器类型', view: 'list', mode: 'single', order: 1, dictCode: 'farm_sensor_type' },
      { field: 'collectTime', label: '采集时间', view: 'datetime', mode: 'group', order: 2 },
    ]),
  );
  app.get<{ Querystring: Query }>(`${api}/getData/${CODE}`, { config }, async (request) =>
    ok(await deviceDataPage(app.db, parseDeviceDataQuery(readingQuery(request.query), app.clock()), request.tenantId)),
  );
};
