/** The button codes of the IoT routes that are not a resource's list (those use `<resource>:list`). */
export const IOT_PERMISSIONS = {
  deviceData: 'farm_device_data:list',
  accessToken: 'iot:access_token',
} as const;

/** The same codes as seed buttons, under the IoT menu pages. */
export const iotButtons: readonly { code: string; name: string; menuUrl: string }[] = [
  { code: IOT_PERMISSIONS.deviceData, name: '查询', menuUrl: '/online/cgformList/farm_device_data' },
  { code: IOT_PERMISSIONS.accessToken, name: '获取视频令牌', menuUrl: '/online/cgformList/farm_device_pic' },
];
