import type { ResourceSpec } from './spec';

/** Yearly crop yields per region: what the yield data screen draws. */
export const yieldDataResource = {
  code: 'farm_yield_data',
  path: 'yieldData',
  title: '产量数据',
  permission: 'farm_yield_data',
  // The yield data screen's menu entry (db/seed/system-demo/menus-business.ts, dataScreenAddress).
  menuUrl: "{{ window._CONFIG['domianURL'] }}/bigScreen/yield",
  fields: [
    { name: 'province', title: '省份', kind: 'text', length: 20, required: true, query: 'single' },
    { name: 'city', title: '城市', kind: 'text', length: 30, required: true, query: 'single' },
    {
      name: 'year',
      title: '年份',
      kind: 'number',
      integer: true,
      required: true,
      min: 1949,
      max: 2100,
      query: 'single',
    },
    { name: 'cropType', title: '作物', kind: 'text', length: 10, dict: 'farm_crop', required: true, query: 'single' },
    { name: 'plantArea', title: '播种面积(亩)', kind: 'number', required: true, min: 0, max: 1000000000 },
    { name: 'totalYield', title: '总产量(吨)', kind: 'number', required: true, min: 0, max: 1000000000 },
    { name: 'yieldPerMu', title: '亩产(公斤)', kind: 'number', min: 0, max: 10000 },
    { name: 'reportDate', title: '填报日期', kind: 'date' },
    { name: 'remark', title: '备注', kind: 'text', length: 500, view: 'textarea', listHidden: true },
  ],
} as const satisfies ResourceSpec;

/** Drying batches and the weight they lost. */
export const bakeLossResource = {
  code: 'farm_bake_loss',
  path: 'bakeLoss',
  title: '烘干损耗',
  permission: 'farm_bake_loss',
  label: 'batchNo',
  menuUrl: '/online/cgformList/farm_bake_loss',
  fields: [
    { name: 'batchNo', title: '批次号', kind: 'text', length: 32, required: true, unique: true, query: 'single' },
    { name: 'storefrontId', title: '烘干点', kind: 'text', length: 32, ref: 'farm_storefront', query: 'single' },
    { name: 'dryerName', title: '烘干机', kind: 'text', length: 50 },
    { name: 'cropType', title: '作物', kind: 'text', length: 10, dict: 'farm_crop', required: true, query: 'single' },
    { name: 'bakeDate', title: '烘干日期', kind: 'date', required: true, query: 'group' },
    { name: 'wetWeight', title: '湿粮重量(吨)', kind: 'number', required: true, min: 0.01, max: 100000 },
    { name: 'dryWeight', title: '干粮重量(吨)', kind: 'number', required: true, min: 0, max: 100000 },
    { name: 'moistureBefore', title: '烘前水分(%)', kind: 'number', required: true, min: 0, max: 100 },
    { name: 'moistureAfter', title: '烘后水分(%)', kind: 'number', required: true, min: 0, max: 100 },
    { name: 'lossRate', title: '损耗率(%)', kind: 'number', min: 0, max: 100 },
    { name: 'operator', title: '操作员', kind: 'text', length: 50 },
    { name: 'remark', title: '备注', kind: 'text', length: 500, view: 'textarea', listHidden: true },
  ],
} as const satisfies ResourceSpec;

/** Drying standards per crop, used to settle the weight of a batch. */
export const bakeDictResource = {
  code: 'farm_bake_dict',
  path: 'bakeDict',
  title: '烘干字典',
  permission: 'farm_bake_dict',
  label: 'cropType',
  menuUrl: '/online/cgformList/farm_bake_dict',
  fields: [
    {
      name: 'cropType',
      title: '作物',
      kind: 'text',
      length: 10,
      dict: 'farm_crop',
      required: true,
      unique: true,
      query: 'single',
    },
    { name: 'standardMoisture', title: '标准水分(%)', kind: 'number', required: true, min: 0, max: 100 },
    { name: 'shrinkRate', title: '水分折算率(%)', kind: 'number', required: true, min: 0, max: 100 },
    { name: 'impurityRate', title: '杂质扣除率(%)', kind: 'number', min: 0, max: 100 },
    { name: 'temperature', title: '烘干温度(℃)', kind: 'number', min: 0, max: 300 },
    { name: 'remark', title: '备注', kind: 'text', length: 500, view: 'textarea', listHidden: true },
  ],
} as const satisfies ResourceSpec;
