import type { ResourceSpec } from './spec';

/** Pictures taken by device cameras (also listed at `/devicePic/list`). */
export const devicePicResource = {
  code: 'farm_device_pic',
  path: 'devicePic',
  title: '设备图片',
  permission: 'farm_device_pic',
  label: 'deviceName',
  menuUrl: '/online/cgformList/farm_device_pic',
  fields: [
    { name: 'deviceCode', title: '设备编号', kind: 'text', length: 32, required: true, query: 'single' },
    { name: 'deviceName', title: '设备名称', kind: 'text', length: 100, required: true, query: 'single' },
    { name: 'picUrl', title: '图片', kind: 'text', length: 500, view: 'image', required: true },
    { name: 'captureTime', title: '抓拍时间', kind: 'datetime', required: true, query: 'group' },
    { name: 'channel', title: '通道', kind: 'number', integer: true, min: 1, max: 64 },
    { name: 'location', title: '位置', kind: 'text', length: 100 },
    { name: 'remark', title: '备注', kind: 'text', length: 500, view: 'textarea', listHidden: true },
  ],
} as const satisfies ResourceSpec;

/** Sensors on machines and field stations (also listed at `/sensor/list`); readings are generated. */
export const sensorResource = {
  code: 'farm_sensor',
  path: 'sensor',
  title: '传感器',
  permission: 'farm_sensor',
  label: 'sensorName',
  menuUrl: '/online/cgformList/farm_sensor',
  fields: [
    {
      name: 'sensorCode',
      title: '传感器编号',
      kind: 'text',
      length: 32,
      required: true,
      unique: true,
      query: 'single',
    },
    { name: 'sensorName', title: '传感器名称', kind: 'text', length: 100, required: true, query: 'single' },
    {
      name: 'sensorType',
      title: '传感器类型',
      kind: 'text',
      length: 20,
      dict: 'farm_sensor_type',
      required: true,
      query: 'single',
    },
    { name: 'deviceCode', title: '所属设备', kind: 'text', length: 32, required: true, query: 'single' },
    { name: 'unit', title: '单位', kind: 'text', length: 20 },
    { name: 'minValue', title: '量程下限', kind: 'number', min: -1000000, max: 1000000 },
    { name: 'maxValue', title: '量程上限', kind: 'number', min: -1000000, max: 1000000 },
    { name: 'installTime', title: '安装时间', kind: 'datetime' },
    { name: 'lng', title: '经度', kind: 'number', min: -180, max: 180, listHidden: true },
    { name: 'lat', title: '纬度', kind: 'number', min: -90, max: 90, listHidden: true },
    {
      name: 'status',
      title: '状态',
      kind: 'text',
      length: 2,
      dict: 'farm_device_status',
      required: true,
      query: 'single',
    },
    { name: 'remark', title: '备注', kind: 'text', length: 500, view: 'textarea', listHidden: true },
  ],
} as const satisfies ResourceSpec;

/**
 * 设备数据: readings the devices report, one row per sensor and moment (JeecgBoot's online
 * table of device data). `/deviceData/list` computes readings for the screens instead; these
 * are the stored ones an operator lists, corrects, exports and imports.
 */
export const deviceDataResource = {
  code: 'farm_device_data',
  path: 'deviceData',
  title: '设备数据',
  permission: 'farm_device_data',
  menuUrl: '/online/cgformList/farm_device_data',
  fields: [
    { name: 'deviceCode', title: '设备编号', kind: 'text', length: 32, required: true, query: 'single' },
    { name: 'sensorCode', title: '传感器编号', kind: 'text', length: 32, required: true, query: 'single' },
    {
      name: 'sensorType',
      title: '传感器类型',
      kind: 'text',
      length: 20,
      dict: 'farm_sensor_type',
      required: true,
      query: 'single',
    },
    { name: 'value', title: '读数', kind: 'number', required: true, min: -1000000, max: 1000000 },
    { name: 'unit', title: '单位', kind: 'text', length: 20 },
    { name: 'collectTime', title: '采集时间', kind: 'datetime', required: true, query: 'group' },
    { name: 'remark', title: '备注', kind: 'text', length: 500, view: 'textarea', listHidden: true },
  ],
} as const satisfies ResourceSpec;
