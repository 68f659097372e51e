/** The dictionaries of the farm business fields, as [value, text] items in order. */
export interface FarmDictSeed {
  code: string;
  name: string;
  items: readonly (readonly [value: string, text: string])[];
}

export const farmDictionaries: readonly FarmDictSeed[] = [
  {
    code: 'farm_machine_type',
    name: '农机类型',
    items: [
      ['1', '拖拉机'],
      ['2', '联合收割机'],
      ['3', '插秧机'],
      ['4', '植保无人机'],
      ['5', '播种机'],
      ['6', '烘干机'],
      ['7', '旋耕机'],
      ['8', '深松机'],
    ],
  },
  {
    code: 'farm_work_type',
    name: '作业类型',
    items: [
      ['1', '耕地'],
      ['2', '旋耕'],
      ['3', '深松'],
      ['4', '播种'],
      ['5', '插秧'],
      ['6', '植保'],
      ['7', '收获'],
      ['8', '烘干'],
      ['9', '运输'],
    ],
  },
  {
    code: 'farm_crop',
    name: '作物',
    items: [
      ['1', '小麦'],
      ['2', '玉米'],
      ['3', '水稻'],
      ['4', '大豆'],
      ['5', '棉花'],
      ['6', '油菜'],
      ['7', '马铃薯'],
    ],
  },
  {
    code: 'farm_pay_status',
    name: '支付状态',
    items: [
      ['0', '未支付'],
      ['1', '已支付'],
      ['2', '已退款'],
    ],
  },
  {
    code: 'farm_fault_type',
    name: '故障类型',
    items: [
      ['1', '发动机故障'],
      ['2', '液压系统故障'],
      ['3', '传动系统故障'],
      ['4', '电气故障'],
      ['5', '割台故障'],
      ['6', '轮胎损坏'],
      ['7', '其他'],
    ],
  },
  {
    code: 'farm_asset_status',
    name: '资产状态',
    items: [
      ['1', '在用'],
      ['2', '维修中'],
      ['3', '闲置'],
      ['4', '报废'],
    ],
  },
  {
    code: 'farm_coop_level',
    name: '合作社等级',
    items: [
      ['1', '国家级示范社'],
      ['2', '省级示范社'],
      ['3', '市级示范社'],
      ['4', '普通合作社'],
    ],
  },
  {
    code: 'farm_license_type',
    name: '驾驶证类型',
    items: [
      ['G1', '轮式拖拉机(G1)'],
      ['G2', '手扶拖拉机(G2)'],
      ['K1', '轮式联合收割机(K1)'],
      ['K2', '履带式联合收割机(K2)'],
    ],
  },
  {
    code: 'farm_driver_status',
    name: '机手状态',
    items: [
      ['1', '空闲'],
      ['2', '作业中'],
      ['3', '休息'],
    ],
  },
  {
    code: 'farm_store_type',
    name: '门店类型',
    items: [
      ['1', '农机销售'],
      ['2', '维修服务'],
      ['3', '配件供应'],
      ['4', '烘干服务'],
      ['5', '综合服务'],
    ],
  },
  {
    code: 'farm_integral_type',
    name: '积分类型',
    items: [
      ['1', '下单'],
      ['2', '完工'],
      ['3', '评价'],
      ['4', '签到'],
      ['5', '分享'],
      ['6', '兑换'],
    ],
  },
  {
    code: 'farm_price_unit',
    name: '计价单位',
    items: [
      ['1', '元/亩'],
      ['2', '元/小时'],
      ['3', '元/吨'],
    ],
  },
  {
    code: 'farm_policy_type',
    name: '政策类型',
    items: [
      ['1', '补贴政策'],
      ['2', '技术推广'],
      ['3', '安全生产'],
      ['4', '行业资讯'],
    ],
  },
  {
    code: 'farm_topic_type',
    name: '专题类型',
    items: [
      ['1', '春耕'],
      ['2', '三夏'],
      ['3', '秋收'],
      ['4', '冬季检修'],
      ['5', '智慧农业'],
    ],
  },
  {
    code: 'farm_carousel_position',
    name: '轮播位置',
    items: [
      ['1', '首页'],
      ['2', '政策页'],
      ['3', '服务页'],
    ],
  },
  {
    code: 'farm_meeting_type',
    name: '会议类型',
    items: [
      ['1', '工作会议'],
      ['2', '培训会'],
      ['3', '现场会'],
      ['4', '表彰会'],
    ],
  },
  {
    code: 'farm_meeting_status',
    name: '会议状态',
    items: [
      ['1', '筹备中'],
      ['2', '进行中'],
      ['3', '已结束'],
      ['4', '已取消'],
    ],
  },
  {
    code: 'farm_attend_type',
    name: '参会类型',
    items: [
      ['1', '代表'],
      ['2', '列席'],
      ['3', '嘉宾'],
      ['4', '工作人员'],
    ],
  },
  {
    code: 'farm_meal_type',
    name: '餐别',
    items: [
      ['1', '早餐'],
      ['2', '午餐'],
      ['3', '晚餐'],
    ],
  },
  {
    code: 'farm_sensor_type',
    name: '传感器类型',
    items: [
      ['soil_moisture', '土壤湿度'],
      ['soil_temp', '土壤温度'],
      ['air_temp', '空气温度'],
      ['air_humidity', '空气湿度'],
      ['fuel', '油位'],
      ['engine_hours', '发动机工时'],
      ['speed', '作业速度'],
      ['rpm', '发动机转速'],
    ],
  },
  {
    code: 'farm_device_status',
    name: '设备状态',
    items: [
      ['1', '在线'],
      ['0', '离线'],
      ['2', '故障'],
    ],
  },
];
