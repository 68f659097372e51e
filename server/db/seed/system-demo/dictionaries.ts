/** Dictionaries the console and the forms use: code, name, and [value, text] items in order. */
export interface DictSeed {
  code: string;
  name: string;
  /** 1 when the values are numbers. */
  type?: 0 | 1;
  items: readonly (readonly [value: string, text: string, color?: string])[];
}

/** Also added to a database seeded before it by an upgrade (upgrades/quartz-status.ts). */
export const QUARTZ_STATUS: DictSeed = {
  code: 'quartz_status',
  name: '定时任务状态',
  items: [
    ['0', '正常'],
    ['-1', '停止'],
  ],
};

export const dictionaries: readonly DictSeed[] = [
  {
    code: 'sex',
    name: '性别',
    type: 1,
    items: [
      ['1', '男'],
      ['2', '女'],
    ],
  },
  // Announcement priority: L general, M important, H urgent.
  {
    code: 'priority',
    name: '优先级',
    items: [
      ['L', '低', '#52c41a'],
      ['M', '中', '#faad14'],
      ['H', '高', '#f5222d'],
    ],
  },
  {
    code: 'user_status',
    name: '用户状态',
    type: 1,
    items: [
      ['1', '正常'],
      ['2', '冻结'],
    ],
  },
  {
    code: 'valid_status',
    name: '有效状态',
    items: [
      ['1', '有效'],
      ['0', '无效'],
    ],
  },
  {
    code: 'yn',
    name: '是否',
    type: 1,
    items: [
      ['1', '是'],
      ['0', '否'],
    ],
  },
  {
    code: 'send_status',
    name: '发布状态',
    items: [
      ['0', '未发布'],
      ['1', '已发布'],
      ['2', '已撤销'],
    ],
  },
  {
    code: 'msg_category',
    name: '消息类型',
    items: [
      ['1', '通知公告'],
      ['2', '系统消息'],
    ],
  },
  {
    code: 'msg_type',
    name: '通告对象',
    items: [
      ['ALL', '全体用户'],
      ['USER', '指定用户'],
    ],
  },
  {
    code: 'menu_type',
    name: '菜单类型',
    type: 1,
    items: [
      ['0', '一级菜单'],
      ['1', '子菜单'],
      ['2', '按钮权限'],
    ],
  },
  {
    code: 'perms_type',
    name: '按钮授权策略',
    items: [
      ['1', '可见/可访问(授权后可见/可访问)'],
      ['2', '可编辑(未授权时禁用)'],
    ],
  },
  {
    code: 'org_category',
    name: '机构类型',
    items: [
      ['1', '公司'],
      ['2', '部门'],
      ['3', '岗位'],
    ],
  },
  {
    code: 'position_rank',
    name: '职务职级',
    items: [
      ['1', '员级'],
      ['2', '助级'],
      ['3', '中级'],
      ['4', '副高级'],
      ['5', '正高级'],
    ],
  },
  {
    code: 'log_type',
    name: '日志类型',
    type: 1,
    items: [
      ['1', '登录日志'],
      ['2', '操作日志'],
    ],
  },
  {
    code: 'operate_type',
    name: '操作类型',
    type: 1,
    items: [
      ['1', '查询'],
      ['2', '添加'],
      ['3', '修改'],
      ['4', '删除'],
      ['5', '导入'],
      ['6', '导出'],
    ],
  },
  // The job form's status radio (JeecgBoot's dictionary: sys_quartz_job.status 0 running, -1 paused).
  QUARTZ_STATUS,
  {
    code: 'farm_order_status',
    name: '农机订单状态',
    items: [
      ['1', '待接单', '#1890ff'],
      ['2', '已接单', '#13c2c2'],
      ['3', '作业中', '#faad14'],
      ['4', '已完成', '#52c41a'],
      ['5', '已取消', '#bfbfbf'],
    ],
  },
  {
    code: 'farm_repair_status',
    name: '维修工单状态',
    items: [
      ['1', '待派工'],
      ['2', '维修中'],
      ['3', '已完工'],
      ['4', '已回访'],
    ],
  },
];
