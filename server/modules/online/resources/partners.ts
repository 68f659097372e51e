import type { ResourceSpec } from './spec';

const place = [
  { name: 'province', title: '省份', kind: 'text', length: 20, required: true, query: 'single' },
  { name: 'city', title: '城市', kind: 'text', length: 30, required: true, query: 'single' },
] as const;

const remark = { name: 'remark', title: '备注', kind: 'text', length: 500, view: 'textarea', listHidden: true } as const;

export const cooperativeResource = {
  code: 'farm_cooperative',
  path: 'cooperative',
  title: '合作社',
  permission: 'farm_cooperative',
  label: 'name',
  menuUrl: '/online/cgformList/farm_cooperative',
  fields: [
    { name: 'name', title: '合作社名称', kind: 'text', length: 100, required: true, unique: true, query: 'single' },
    { name: 'creditCode', title: '统一社会信用代码', kind: 'text', length: 18, pattern: 'creditCode', unique: true },
    { name: 'legalPerson', title: '法人代表', kind: 'text', length: 50, required: true },
    { name: 'phone', title: '联系电话', kind: 'text', length: 20, required: true, pattern: 'mobile' },
    ...place,
    { name: 'county', title: '区县', kind: 'text', length: 30 },
    { name: 'address', title: '详细地址', kind: 'text', length: 200, listHidden: true },
    { name: 'foundDate', title: '成立日期', kind: 'date' },
    { name: 'memberCount', title: '社员人数', kind: 'number', integer: true, min: 0, max: 1000000 },
    { name: 'serviceArea', title: '服务面积(亩)', kind: 'number', min: 0, max: 100000000 },
    { name: 'level', title: '合作社等级', kind: 'text', length: 2, dict: 'farm_coop_level', query: 'single' },
    { name: 'status', title: '状态', kind: 'text', length: 2, dict: 'valid_status', required: true, query: 'single' },
    remark,
  ],
} as const satisfies ResourceSpec;

export const renterResource = {
  code: 'farm_renter',
  path: 'renter',
  title: '租赁户',
  permission: 'farm_renter',
  label: 'name',
  menuUrl: '/online/cgformList/farm_renter',
  fields: [
    { name: 'name', title: '姓名', kind: 'text', length: 50, required: true, query: 'single' },
    { name: 'idCard', title: '身份证号', kind: 'text', length: 18, pattern: 'idCard', unique: true },
    { name: 'phone', title: '联系电话', kind: 'text', length: 20, required: true, pattern: 'mobile', query: 'single' },
    ...place,
    { name: 'address', title: '地块位置', kind: 'text', length: 200 },
    { name: 'rentArea', title: '租赁面积(亩)', kind: 'number', required: true, min: 0.1, max: 1000000 },
    { name: 'rentStart', title: '租期开始', kind: 'date', query: 'group' },
    { name: 'rentEnd', title: '租期结束', kind: 'date' },
    { name: 'cropType', title: '种植作物', kind: 'text', length: 10, dict: 'farm_crop' },
    remark,
  ],
} as const satisfies ResourceSpec;

export const farmerResource = {
  code: 'farm_farmer',
  path: 'farmer',
  title: '农户',
  permission: 'farm_farmer',
  label: 'name',
  menuUrl: '/online/cgformList/farm_farmer',
  fields: [
    { name: 'name', title: '姓名', kind: 'text', length: 50, required: true, query: 'single' },
    { name: 'sex', title: '性别', kind: 'number', integer: true, dict: 'sex' },
    { name: 'idCard', title: '身份证号', kind: 'text', length: 18, pattern: 'idCard', unique: true },
    { name: 'phone', title: '联系电话', kind: 'text', length: 20, required: true, pattern: 'mobile', query: 'single' },
    ...place,
    { name: 'county', title: '区县', kind: 'text', length: 30 },
    { name: 'village', title: '村组', kind: 'text', length: 50 },
    { name: 'landArea', title: '耕地面积(亩)', kind: 'number', min: 0, max: 1000000 },
    { name: 'cropType', title: '主要作物', kind: 'text', length: 10, dict: 'farm_crop', query: 'single' },
    { name: 'cooperativeId', title: '所属合作社', kind: 'text', length: 32, ref: 'farm_cooperative' },
    remark,
  ],
} as const satisfies ResourceSpec;

export const driverResource = {
  code: 'farm_driver',
  path: 'driver',
  title: '机手',
  permission: 'farm_driver',
  label: 'realname',
  menuUrl: '/online/cgformList/farm_driver',
  fields: [
    { name: 'realname', title: '姓名', kind: 'text', length: 50, required: true, query: 'single' },
    { name: 'sex', title: '性别', kind: 'number', integer: true, dict: 'sex' },
    { name: 'phone', title: '联系电话', kind: 'text', length: 20, required: true, pattern: 'mobile', unique: true, query: 'single' },
    { name: 'idCard', title: '身份证号', kind: 'text', length: 18, pattern: 'idCard', unique: true },
    { name: 'licenseNo', title: '驾驶证号', kind: 'text', length: 30, required: true },
    { name: 'licenseType', title: '驾驶证类型', kind: 'text', length: 10, dict: 'farm_license_type' },
    { name: 'machineTypes', title: '可驾驶机型', kind: 'text', length: 100, dict: 'farm_machine_type', multi: true, view: 'list_multi' },
    { name: 'drivingYears', title: '驾龄(年)', kind: 'number', integer: true, min: 0, max: 60 },
    { name: 'cooperativeId', title: '所属合作社', kind: 'text', length: 32, ref: 'farm_cooperative', query: 'single' },
    ...place,
    { name: 'status', title: '状态', kind: 'text', length: 2, dict: 'farm_driver_status', required: true, query: 'single' },
    remark,
  ],
} as const satisfies ResourceSpec;

export const storefrontResource = {
  code: 'farm_storefront',
  path: 'storefront',
  title: '门店',
  permission: 'farm_storefront',
  label: 'name',
  menuUrl: '/online/cgformList/farm_storefront',
  fields: [
    { name: 'name', title: '门店名称', kind: 'text', length: 100, required: true, unique: true, query: 'single' },
    { name: 'storeType', title: '门店类型', kind: 'text', length: 10, dict: 'farm_store_type', required: true, query: 'single' },
    { name: 'manager', title: '负责人', kind: 'text', length: 50, required: true },
    { name: 'phone', title: '联系电话', kind: 'text', length: 20, required: true, pattern: 'mobile' },
    ...place,
    { name: 'address', title: '详细地址', kind: 'text', length: 200, required: true },
    { name: 'lng', title: '经度', kind: 'number', min: -180, max: 180, listHidden: true },
    { name: 'lat', title: '纬度', kind: 'number', min: -90, max: 90, listHidden: true },
    { name: 'openHours', title: '营业时间', kind: 'text', length: 50 },
    { name: 'status', title: '状态', kind: 'text', length: 2, dict: 'valid_status', required: true, query: 'single' },
    remark,
  ],
} as const satisfies ResourceSpec;
