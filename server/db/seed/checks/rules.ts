/** A check rule as seeded: its steps are written as objects and stored as JSON text. */
export interface CheckRuleSeed {
  code: string;
  name: string;
  description: string;
  steps: readonly { digits: string; pattern: string; message: string }[];
}

const PROVINCES = '京津冀晋蒙辽吉黑沪苏浙皖闽赣鲁豫鄂湘粤桂琼渝川贵云藏陕甘青宁新';

export const checkRules: readonly CheckRuleSeed[] = [
  {
    // JeecgBoot's own example rule, kept under its code for pages written against it.
    code: 'common',
    name: '通用编码规则',
    description: '字母开头，数字、字母、下划线，3到12位',
    steps: [
      { digits: '1', pattern: '^[a-z|A-Z]$', message: '第一位只能是字母' },
      { digits: '*', pattern: '^[0-9|a-z|A-Z|_]{0,}$', message: '只能填写数字、大小写字母、下划线' },
      { digits: '*', pattern: '^.{3,}$', message: '最少输入3位数' },
      { digits: '*', pattern: '^.{3,12}$', message: '最多输入12位数' },
    ],
  },
  {
    code: 'machine_plate',
    name: '农机号牌',
    description: '省份简称 + 2位地区代码 + 5位序号，如 黑0112345',
    steps: [
      { digits: '1', pattern: `^[${PROVINCES}]$`, message: '第1位须为省份简称' },
      { digits: '2', pattern: '^[0-9]{2}$', message: '第2至3位须为两位地区代码' },
      { digits: '5', pattern: '^[0-9]{5}$', message: '第4至8位须为5位数字序号' },
      { digits: '*', pattern: '^.{8}$', message: '农机号牌共8位' },
    ],
  },
  {
    code: 'order_number',
    name: '农机订单编号',
    description: 'NJ + 14位时间 + 2位随机数（填值规则 farm_order_num 生成）',
    steps: [
      { digits: '2', pattern: '^NJ$', message: '订单编号须以 NJ 开头' },
      { digits: '*', pattern: '^NJ[0-9]{16}$', message: '订单编号为 NJ 加16位数字' },
    ],
  },
];

/** Fill rules: the generator is named by JeecgBoot's class name (see modules/checks). */
export const fillRules = [
  {
    code: 'farm_order_num',
    name: '农机订单号',
    ruleClass: 'org.jeecg.modules.system.rule.OrderNumberRule',
    params: { prefix: 'NJ' },
  },
  {
    code: 'repair_order_num',
    name: '维修工单号',
    ruleClass: 'org.jeecg.modules.system.rule.OrderNumberRule',
    params: { prefix: 'WX' },
  },
  // JeecgBoot's own codes: its category and department services run these by code.
  {
    code: 'category_code_rule',
    name: '分类字典编码生成',
    ruleClass: 'org.jeecg.modules.system.rule.CategoryCodeRule',
    params: { pid: '' },
  },
  {
    code: 'org_num_role',
    name: '机构编码生成',
    ruleClass: 'org.jeecg.modules.system.rule.OrgCodeRule',
    params: { parentId: '' },
  },
] as const;
