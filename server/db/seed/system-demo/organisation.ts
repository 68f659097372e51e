/** A farm-machinery service company with a head office, a service centre and three branches. */
export interface DepartSeed {
  id: string;
  parentId: string | null;
  name: string;
  orgCode: string;
  /** '1' company, '2' department. */
  category: '1' | '2';
  address?: string;
  mobile?: string;
}

export const departments: readonly DepartSeed[] = [
  {
    id: 'dep-root',
    parentId: null,
    name: '丰收农机服务有限公司',
    orgCode: 'A01',
    category: '1',
    address: '北京市朝阳区农展馆南路12号',
    mobile: '010-65001234',
  },
  { id: 'dep-office', parentId: 'dep-root', name: '总经理办公室', orgCode: 'A01A01', category: '2' },
  { id: 'dep-sales', parentId: 'dep-root', name: '农机销售部', orgCode: 'A01A02', category: '2' },
  { id: 'dep-service', parentId: 'dep-root', name: '维修服务中心', orgCode: 'A01A03', category: '2' },
  { id: 'dep-service-east', parentId: 'dep-service', name: '东区维修站', orgCode: 'A01A03A01', category: '2' },
  { id: 'dep-service-west', parentId: 'dep-service', name: '西区维修站', orgCode: 'A01A03A02', category: '2' },
  { id: 'dep-it', parentId: 'dep-root', name: '信息技术部', orgCode: 'A01A04', category: '2' },
  { id: 'dep-finance', parentId: 'dep-root', name: '财务部', orgCode: 'A01A05', category: '2' },
  {
    id: 'dep-hlj',
    parentId: 'dep-root',
    name: '黑龙江分公司',
    orgCode: 'A01A06',
    category: '1',
    address: '哈尔滨市香坊区农机大街8号',
  },
  { id: 'dep-hlj-harbin', parentId: 'dep-hlj', name: '哈尔滨服务站', orgCode: 'A01A06A01', category: '2' },
  { id: 'dep-hlj-jiamusi', parentId: 'dep-hlj', name: '佳木斯服务站', orgCode: 'A01A06A02', category: '2' },
  {
    id: 'dep-henan',
    parentId: 'dep-root',
    name: '河南分公司',
    orgCode: 'A01A07',
    category: '1',
    address: '郑州市金水区农业路66号',
  },
  { id: 'dep-henan-zhengzhou', parentId: 'dep-henan', name: '郑州服务站', orgCode: 'A01A07A01', category: '2' },
  {
    id: 'dep-shandong',
    parentId: 'dep-root',
    name: '山东分公司',
    orgCode: 'A01A08',
    category: '1',
    address: '济南市历城区工业北路20号',
  },
  { id: 'dep-shandong-jinan', parentId: 'dep-shandong', name: '济南服务站', orgCode: 'A01A08A01', category: '2' },
];

export const tenants = [
  { id: 1, name: '丰收农机服务集团' },
  { id: 2, name: '黑土地农机合作联社' },
] as const;

export const positions = [
  { code: 'general_manager', name: '总经理', postRank: '5' },
  { code: 'station_master', name: '服务站站长', postRank: '4' },
  { code: 'technician', name: '维修技师', postRank: '3' },
  { code: 'sales_consultant', name: '销售顾问', postRank: '2' },
  { code: 'service_agent', name: '客服专员', postRank: '1' },
] as const;

/** Category trees (sys_category): machine kinds and crops, coded like JeecgBoot ('A01A04A01'). */
export interface CategorySeed {
  name: string;
  code: string;
  children?: readonly CategorySeed[];
}

export const categories: readonly CategorySeed[] = [
  {
    name: '农机类别',
    code: 'A01',
    children: [
      { name: '耕整地机械', code: 'A01A01' },
      { name: '种植施肥机械', code: 'A01A02' },
      { name: '植保机械', code: 'A01A03' },
      {
        name: '收获机械',
        code: 'A01A04',
        children: [
          { name: '谷物联合收割机', code: 'A01A04A01' },
          { name: '玉米收获机', code: 'A01A04A02' },
        ],
      },
      { name: '烘干机械', code: 'A01A05' },
    ],
  },
  {
    name: '作物',
    code: 'A02',
    children: [
      { name: '小麦', code: 'A02A01' },
      { name: '玉米', code: 'A02A02' },
      { name: '水稻', code: 'A02A03' },
      { name: '大豆', code: 'A02A04' },
    ],
  },
];
