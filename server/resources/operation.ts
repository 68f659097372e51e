import type { ResourceSpec } from './spec';

const status = {
  name: 'status',
  title: '状态',
  kind: 'text',
  length: 2,
  dict: 'valid_status',
  required: true,
  query: 'single',
} as const;
const sortNo = { name: 'sortNo', title: '排序', kind: 'number', integer: true, min: 0, max: 9999 } as const;

/** Points (integral) rules: how many points an action earns. */
export const integralResource = {
  code: 'farm_integral',
  path: 'integral',
  title: '积分设置',
  permission: 'farm_integral',
  label: 'ruleName',
  menuUrl: '/online/cgformList/farm_integral',
  fields: [
    { name: 'ruleName', title: '规则名称', kind: 'text', length: 50, required: true, unique: true, query: 'single' },
    { name: 'ruleCode', title: '规则编码', kind: 'text', length: 50, required: true, unique: true, pattern: 'code' },
    {
      name: 'ruleType',
      title: '积分类型',
      kind: 'text',
      length: 10,
      dict: 'farm_integral_type',
      required: true,
      query: 'single',
    },
    { name: 'points', title: '积分值', kind: 'number', integer: true, required: true, min: -10000, max: 10000 },
    { name: 'dailyLimit', title: '每日上限', kind: 'number', integer: true, min: 0, max: 100000 },
    status,
    { name: 'description', title: '说明', kind: 'text', length: 500, view: 'textarea', listHidden: true },
  ],
} as const satisfies ResourceSpec;

export const unitPriceResource = {
  code: 'farm_unit_price',
  path: 'unitPrice',
  title: '作业单价',
  permission: 'farm_unit_price',
  menuUrl: '/online/cgformList/farm_unit_price',
  fields: [
    { name: 'province', title: '省份', kind: 'text', length: 20, required: true, query: 'single' },
    {
      name: 'machineType',
      title: '农机类型',
      kind: 'text',
      length: 10,
      dict: 'farm_machine_type',
      required: true,
      query: 'single',
    },
    {
      name: 'workType',
      title: '作业类型',
      kind: 'text',
      length: 10,
      dict: 'farm_work_type',
      required: true,
      query: 'single',
    },
    { name: 'cropType', title: '作物', kind: 'text', length: 10, dict: 'farm_crop' },
    { name: 'price', title: '单价', kind: 'number', required: true, min: 0, max: 10000 },
    { name: 'priceUnit', title: '计价单位', kind: 'text', length: 10, dict: 'farm_price_unit', required: true },
    { name: 'effectiveDate', title: '生效日期', kind: 'date', required: true, query: 'group' },
    { name: 'expireDate', title: '失效日期', kind: 'date' },
    status,
    { name: 'remark', title: '备注', kind: 'text', length: 500, view: 'textarea', listHidden: true },
  ],
} as const satisfies ResourceSpec;

export const harvestResource = {
  code: 'farm_harvest',
  path: 'harvest',
  title: '收获管理',
  permission: 'farm_harvest',
  label: 'plotName',
  menuUrl: '/online/cgformList/farm_harvest',
  fields: [
    { name: 'plotName', title: '地块名称', kind: 'text', length: 100, required: true, query: 'single' },
    { name: 'farmerId', title: '农户', kind: 'text', length: 32, ref: 'farm_farmer', required: true, query: 'single' },
    { name: 'cropType', title: '作物', kind: 'text', length: 10, dict: 'farm_crop', required: true, query: 'single' },
    { name: 'variety', title: '品种', kind: 'text', length: 50 },
    { name: 'plantArea', title: '种植面积(亩)', kind: 'number', required: true, min: 0.1, max: 1000000 },
    { name: 'harvestDate', title: '收获日期', kind: 'date', required: true, query: 'group' },
    { name: 'yieldKg', title: '产量(公斤)', kind: 'number', required: true, min: 0, max: 1000000000 },
    { name: 'moisture', title: '含水率(%)', kind: 'number', min: 0, max: 100 },
    { name: 'machineType', title: '收获机型', kind: 'text', length: 10, dict: 'farm_machine_type' },
    { name: 'driverId', title: '机手', kind: 'text', length: 32, ref: 'farm_driver' },
    { name: 'remark', title: '备注', kind: 'text', length: 500, view: 'textarea', listHidden: true },
  ],
} as const satisfies ResourceSpec;

/** Policy news. `content` is rich text: stored as given, sanitised by the clients that show it. */
export const policyResource = {
  code: 'farm_policy',
  path: 'policy',
  title: '政策宣传',
  permission: 'farm_policy',
  label: 'title',
  menuUrl: '/online/cgformList/farm_policy',
  fields: [
    { name: 'title', title: '标题', kind: 'text', length: 200, required: true, query: 'single' },
    {
      name: 'policyType',
      title: '政策类型',
      kind: 'text',
      length: 10,
      dict: 'farm_policy_type',
      required: true,
      query: 'single',
    },
    { name: 'source', title: '来源', kind: 'text', length: 100 },
    { name: 'publishDate', title: '发布日期', kind: 'date', required: true, query: 'group' },
    { name: 'cover', title: '封面', kind: 'text', length: 500, view: 'image', listHidden: true },
    { name: 'content', title: '内容', kind: 'text', length: 20000, view: 'umeditor', required: true, listHidden: true },
    {
      name: 'status',
      title: '发布状态',
      kind: 'text',
      length: 2,
      dict: 'send_status',
      required: true,
      query: 'single',
    },
    { name: 'viewCount', title: '阅读量', kind: 'number', integer: true, min: 0, max: 1000000000 },
  ],
} as const satisfies ResourceSpec;

export const topicResource = {
  code: 'farm_topic',
  path: 'topic',
  title: '专题管理',
  permission: 'farm_topic',
  label: 'title',
  menuUrl: '/online/cgformTabList/farm_topic',
  fields: [
    { name: 'title', title: '专题名称', kind: 'text', length: 100, required: true, unique: true, query: 'single' },
    {
      name: 'topicType',
      title: '专题类型',
      kind: 'text',
      length: 10,
      dict: 'farm_topic_type',
      required: true,
      query: 'single',
    },
    { name: 'cover', title: '封面', kind: 'text', length: 500, view: 'image', listHidden: true },
    { name: 'summary', title: '简介', kind: 'text', length: 500, view: 'textarea' },
    { name: 'startDate', title: '开始日期', kind: 'date', query: 'group' },
    { name: 'endDate', title: '结束日期', kind: 'date' },
    sortNo,
    status,
  ],
} as const satisfies ResourceSpec;

export const carouselResource = {
  code: 'farm_carousel',
  path: 'carousel',
  title: '轮播图',
  permission: 'farm_carousel',
  label: 'title',
  menuUrl: '/online/cgformList/farm_carousel',
  fields: [
    { name: 'title', title: '标题', kind: 'text', length: 100, required: true, query: 'single' },
    { name: 'imageUrl', title: '图片', kind: 'text', length: 500, view: 'image', required: true },
    { name: 'linkUrl', title: '跳转链接', kind: 'text', length: 500, pattern: 'url' },
    {
      name: 'position',
      title: '展示位置',
      kind: 'text',
      length: 10,
      dict: 'farm_carousel_position',
      required: true,
      query: 'single',
    },
    sortNo,
    { name: 'startTime', title: '开始时间', kind: 'datetime' },
    { name: 'endTime', title: '结束时间', kind: 'datetime' },
    status,
  ],
} as const satisfies ResourceSpec;
