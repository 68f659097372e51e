import type { ResourceSpec } from './spec';

/** Farm machines owned by the platform's cooperatives. */
export const assetResource = {
  code: 'farm_asset',
  path: 'asset',
  title: '农机资产',
  permission: 'farm_asset',
  label: 'assetName',
  menuUrl: '/online/cgformList/farm_asset',
  fields: [
    { name: 'assetNo', title: '资产编号', kind: 'text', length: 32, required: true, unique: true, query: 'single' },
    { name: 'assetName', title: '农机名称', kind: 'text', length: 100, required: true, query: 'single' },
    {
      name: 'machineType',
      title: '农机类型',
      kind: 'text',
      length: 10,
      dict: 'farm_machine_type',
      required: true,
      query: 'single',
    },
    { name: 'brand', title: '品牌', kind: 'text', length: 50, query: 'single' },
    { name: 'model', title: '型号', kind: 'text', length: 50 },
    { name: 'plateNo', title: '牌照号', kind: 'text', length: 20 },
    { name: 'engineNo', title: '发动机号', kind: 'text', length: 50, listHidden: true },
    { name: 'power', title: '功率(马力)', kind: 'number', min: 0, max: 2000 },
    { name: 'purchaseDate', title: '购置日期', kind: 'date', query: 'group' },
    { name: 'purchasePrice', title: '购置价格(元)', kind: 'number', min: 0, max: 100000000 },
    { name: 'cooperativeId', title: '所属合作社', kind: 'text', length: 32, ref: 'farm_cooperative', query: 'single' },
    {
      name: 'status',
      title: '资产状态',
      kind: 'text',
      length: 2,
      dict: 'farm_asset_status',
      required: true,
      query: 'single',
    },
    { name: 'picture', title: '照片', kind: 'text', length: 500, view: 'image', listHidden: true },
    { name: 'remark', title: '备注', kind: 'text', length: 500, view: 'textarea', listHidden: true },
  ],
} as const satisfies ResourceSpec;

/** Repair work orders for those machines. */
export const repairResource = {
  code: 'farm_repair',
  path: 'repair',
  title: '维修工单',
  permission: 'farm_repair',
  label: 'repairNo',
  menuUrl: '/online/cgformInnerTableList/farm_repair',
  fields: [
    { name: 'repairNo', title: '工单编号', kind: 'text', length: 32, required: true, unique: true, query: 'single' },
    {
      name: 'assetId',
      title: '维修农机',
      kind: 'text',
      length: 32,
      ref: 'farm_asset',
      required: true,
      query: 'single',
    },
    {
      name: 'faultType',
      title: '故障类型',
      kind: 'text',
      length: 10,
      dict: 'farm_fault_type',
      required: true,
      query: 'single',
    },
    { name: 'faultDesc', title: '故障描述', kind: 'text', length: 500, view: 'textarea', required: true },
    { name: 'reporter', title: '报修人', kind: 'text', length: 50, required: true, query: 'single' },
    { name: 'reporterPhone', title: '联系电话', kind: 'text', length: 20, required: true, pattern: 'mobile' },
    { name: 'storefrontId', title: '维修站点', kind: 'text', length: 32, ref: 'farm_storefront' },
    { name: 'technician', title: '维修技师', kind: 'text', length: 50 },
    { name: 'reportTime', title: '报修时间', kind: 'datetime', required: true, query: 'group' },
    { name: 'finishTime', title: '完工时间', kind: 'datetime' },
    { name: 'cost', title: '维修费用(元)', kind: 'number', min: 0, max: 10000000 },
    {
      name: 'status',
      title: '工单状态',
      kind: 'text',
      length: 2,
      dict: 'farm_repair_status',
      required: true,
      query: 'single',
    },
    { name: 'remark', title: '备注', kind: 'text', length: 500, view: 'textarea', listHidden: true },
  ],
} as const satisfies ResourceSpec;

/**
 * 农机分类: the machine categories as a tree (JeecgBoot's tree form): groups of machines at the
 * top, the kinds of machine below them, each kind naming its value of the machine-type
 * dictionary the business forms use.
 */
export const machineTypeResource = {
  code: 'farm_machine_type',
  path: 'machineType',
  title: '农机分类',
  permission: 'farm_machine_type',
  label: 'name',
  menuUrl: '/online/cgformTreeList/farm_machine_type',
  tree: { pidField: 'pid', hasChildField: 'hasChild', textField: 'name' },
  fields: [
    { name: 'name', title: '分类名称', kind: 'text', length: 50, required: true, query: 'single' },
    {
      name: 'code',
      title: '分类编码',
      kind: 'text',
      length: 32,
      required: true,
      unique: true,
      pattern: 'code',
      query: 'single',
    },
    { name: 'pid', title: '上级分类', kind: 'text', length: 32, ref: 'farm_machine_type' },
    { name: 'hasChild', title: '是否有子节点', kind: 'text', length: 3, serverOwned: true, listHidden: true },
    {
      name: 'machineType',
      title: '对应农机类型',
      kind: 'text',
      length: 10,
      dict: 'farm_machine_type',
      query: 'single',
    },
    { name: 'sortNo', title: '排序', kind: 'number', integer: true, min: 0, max: 9999 },
    { name: 'remark', title: '备注', kind: 'text', length: 500, view: 'textarea', listHidden: true },
  ],
} as const satisfies ResourceSpec;
